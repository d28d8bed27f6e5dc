import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { factoryName, noInlineQueryFn, noLiteralQueryKey } from '../../eslint-rules/query-keys.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('query-keys/no-literal-query-key', noLiteralQueryKey, {
  valid: [
    { code: 'useQuery(caseListQuery(status, keyword));' },
    { code: 'useQuery({ ...dateListQuery(hallId, matterId), enabled: ready });' },
    { code: 'useQuery({ queryKey: reservationKey(id), queryFn: () => getReserve(id) });' },
    { code: 'client.invalidateQueries({ queryKey: queueKey });' },
    { code: 'qc.setQueryData(allUnreadQuery().queryKey, counts);' },
    // Not a query key: another object's property, a computed one, a call of another method.
    { code: "const a = { queryKeys: ['x'] };" },
    { code: "const a = { [queryKey]: ['x'] };" },
    { code: "list.push(['x']);" },
  ],
  invalid: [
    { code: "useQuery({ queryKey: ['cases', 'list', status], queryFn });", errors: [{ messageId: 'literal' }] },
    { code: "client.invalidateQueries({ queryKey: ['queue'] });", errors: [{ messageId: 'literal' }] },
    { code: "useInfiniteQuery({ queryKey: [...key, 'paged'], queryFn });", errors: [{ messageId: 'literal' }] },
    { code: "const o = { 'queryKey': ['im', 'system'] };", errors: [{ messageId: 'literal' }] },
    { code: "qc.setQueryData(['im', 'unread'], counts);", errors: [{ messageId: 'literal' }] },
    { code: "qc.getQueryData(['im', 'unread']);", errors: [{ messageId: 'literal' }] },
  ],
});

/** The rule as the project's config applies it: components and pages yes, api/ folders and lib no. */
describe('no-literal-query-key in eslint.config', () => {
  const eslint = new ESLint();
  const fixture =
    "import { useQuery } from '@tanstack/react-query';\nexport const useX = () => useQuery({ queryKey: ['x'], queryFn: () => 1 });\n";
  const rulesAt = async (filePath: string) =>
    (await eslint.lintText(fixture, { filePath }))[0].messages.map((m) => m.ruleId).filter((r) => r === 'query-keys/no-literal-query-key');

  it('fails a component, a hook and a page that write a key in place', async () => {
    expect(await rulesAt('src/features/newfeature/components/x.tsx')).toEqual(['query-keys/no-literal-query-key']);
    expect(await rulesAt('src/features/rating/complaints/hooks/x.ts')).toEqual(['query-keys/no-literal-query-key']);
    expect(await rulesAt('src/app/pages/newfeature/x.page.tsx')).toEqual(['query-keys/no-literal-query-key']);
  });

  it('lets the factories in api/ folders (nested too) and src/lib write them', async () => {
    expect(await rulesAt('src/features/newfeature/api/get-x.ts')).toEqual([]);
    expect(await rulesAt('src/features/rating/complaints/api/get-x.ts')).toEqual([]);
    expect(await rulesAt('src/lib/http/x.ts')).toEqual([]);
  });
});

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('query-keys/no-inline-query-fn', noInlineQueryFn, {
  valid: [
    { code: 'useQuery(userInfoQuery());' },
    { code: 'useQuery({ ...userInfoQuery(), enabled: signedIn });' },
    { code: 'useInfiniteQuery(myTicketsPagedQuery(scope));' },
    { code: 'client.invalidateQueries({ queryKey: queueKey });' },
    { code: 'useMutation({ mutationFn: (p) => save(p) });' },
    // Not a query function: another property, a computed one, a variable of that name.
    { code: 'const a = { queryFns: [] };' },
    { code: 'const a = { [queryFn]: () => 1 };' },
    { code: 'const queryFn = () => 1;' },
  ],
  invalid: [
    { code: 'useQuery({ queryKey: userInfoKey, queryFn: getUserInfo, enabled });', errors: [{ messageId: 'inline' }] },
    { code: 'useQuery({ ...userInfoQuery(), queryFn: () => other() });', errors: [{ messageId: 'inline' }] },
    {
      code: 'useInfiniteQuery({ queryKey: key, queryFn: ({ pageParam }) => list(pageParam), initialPageParam: 1 });',
      errors: [{ messageId: 'inline' }],
    },
    { code: 'useQuery({ queryKey: key, queryFn });', errors: [{ messageId: 'inline' }] },
    { code: "const o = { 'queryFn': get };", errors: [{ messageId: 'inline' }] },
    { code: 'qc.prefetchQuery({ queryKey: key, async queryFn() { return get(); } });', errors: [{ messageId: 'inline' }] },
  ],
});

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('query-keys/factory-name', factoryName, {
  valid: [
    {
      code: 'export const hallListQuery = (areaCode) => queryOptions({ queryKey: hallListKey(areaCode), queryFn: () => getHallList(areaCode) });',
    },
    {
      code: 'export const casesQuery = (s) => infiniteQueryOptions({ queryKey: key(s), queryFn, initialPageParam: 1, getNextPageParam });',
    },
    { code: 'export function userInfoQuery() { return queryOptions({ queryKey: userInfoKey, queryFn: getUserInfo }); }' },
    { code: 'export const districtsQuery = function () { const k = districtsKey; return queryOptions({ queryKey: k, queryFn }); };' },
    { code: 'export const allQuery = queryOptions({ queryKey: k, queryFn });' },
    // Not a factory: keys, plain functions, a call of something else, a factory kept to the file.
    { code: "export const hallListKey = (areaCode) => ['halls', 'list', areaCode];" },
    { code: "export function getHallList(p) { return gateway.get('/hall/list', p); }" },
    { code: 'export const hallListOptions = (a) => buildOptions(a);' },
    { code: 'const hallListOptions = (a) => queryOptions({ queryKey: k(a), queryFn });' },
    // A nested function's return is not the factory's.
    { code: 'export function keep() { const make = () => queryOptions({ queryKey: k, queryFn }); return make; }' },
    // An alias of a factory is no call.
    { code: 'export const hallListOptions = hallListQuery;' },
    { code: 'export let hallListOptions = (a) => queryOptions({ queryKey: k(a), queryFn });' },
    // Plain objects without a queryKey property, kept to the file, nested, or with a computed key.
    { code: "export const evaluationKeys = { mine: ['rating', 'mine'] };" },
    { code: 'export const pageParams = (a) => ({ areaCode: a, size: 10 });' },
    { code: 'const hallListOptions = (a) => ({ queryKey: k(a), queryFn });' },
    { code: 'export function keepPlain() { const make = () => ({ queryKey: k, queryFn }); return make; }' },
    { code: 'export const computed = () => ({ [queryKey]: k });' },
    { code: 'export let hallList = { queryKey: k, queryFn };' },
  ],
  invalid: [
    {
      code: 'export const caseListOptions = (s, k) => infiniteQueryOptions({ queryKey: key(s, k), queryFn, initialPageParam: 1, getNextPageParam });',
      errors: [{ messageId: 'name', data: { name: 'caseListOptions' } }],
    },
    {
      code: 'export const handoffOptions = (id) => queryOptions({ queryKey: handoffKey(id), queryFn: () => get(id) });',
      errors: [{ messageId: 'name' }],
    },
    {
      code: 'export function noticePreferences(enabled) { return queryOptions({ queryKey: k, queryFn, enabled }); }',
      errors: [{ messageId: 'name', data: { name: 'noticePreferences' } }],
    },
    {
      code: 'export const dateList = (h, m) => { const key = dateListKey(h, m); return queryOptions({ queryKey: key, queryFn }); };',
      errors: [{ messageId: 'name' }],
    },
    { code: 'export const live = function () { return rq.queryOptions({ queryKey: k, queryFn }); };', errors: [{ messageId: 'name' }] },
    { code: 'export const allOptions = queryOptions({ queryKey: k, queryFn });', errors: [{ messageId: 'name' }] },
    // A plain object with a queryKey is a factory too: named xxxQuery and built with queryOptions.
    {
      code: "export const caseOptions = (id) => ({ queryKey: ['cases', 'detail', id], queryFn: () => getCase(id), enabled: Boolean(id) });",
      errors: [
        { messageId: 'name', data: { name: 'caseOptions' } },
        { messageId: 'plain', data: { name: 'caseOptions' } },
      ],
    },
    {
      code: 'export const sessionsQuery = () => ({ queryKey: sessionsKey, queryFn: getSessions });',
      errors: [{ messageId: 'plain', data: { name: 'sessionsQuery' } }],
    },
    {
      code: 'export const implListOptions = (p) => ({ queryKey: k(p), queryFn, initialPageParam: 1, getNextPageParam });',
      errors: [{ messageId: 'name' }, { messageId: 'plain' }],
    },
    { code: 'export function threadQuery(peerId) { return { queryKey: k(peerId), queryFn }; }', errors: [{ messageId: 'plain' }] },
    { code: "export const unreadQuery = () => ({ 'queryKey': k, queryFn });", errors: [{ messageId: 'plain' }] },
    { code: 'export const allQuery = { queryKey: k, queryFn };', errors: [{ messageId: 'plain' }] },
    {
      code: 'export const liveQuery = (on) => { if (on) return queryOptions({ queryKey: k, queryFn }); return { queryKey: k, queryFn: idle }; };',
      errors: [{ messageId: 'plain' }],
    },
  ],
});

/** Both new rules as the project's config applies them. */
describe('no-inline-query-fn and factory-name in eslint.config', () => {
  const eslint = new ESLint();
  const ruleIds = async (code: string, filePath: string, rule: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId).filter((r) => r === rule);

  const handMade =
    "import { useQuery } from '@tanstack/react-query';\nimport { getX, xKey } from '../api/get-x';\nexport const useX = (on: boolean) => useQuery({ queryKey: xKey, queryFn: getX, enabled: on });\n";
  it('fails a component, a hook and a page that assemble a query by hand', async () => {
    const rule = 'query-keys/no-inline-query-fn';
    expect(await ruleIds(handMade, 'src/features/newfeature/components/x.tsx', rule)).toEqual([rule]);
    expect(await ruleIds(handMade, 'src/features/rating/complaints/hooks/x.ts', rule)).toEqual([rule]);
    expect(await ruleIds(handMade, 'src/app/pages/newfeature/x.page.tsx', rule)).toEqual([rule]);
  });

  it('lets the api/ folders (nested too) and src/lib write query functions', async () => {
    const rule = 'query-keys/no-inline-query-fn';
    expect(await ruleIds(handMade, 'src/features/newfeature/api/get-x.ts', rule)).toEqual([]);
    expect(await ruleIds(handMade, 'src/features/rating/complaints/api/get-x.ts', rule)).toEqual([]);
    expect(await ruleIds(handMade, 'src/features/matters/api/online/get-x.ts', rule)).toEqual([]);
    expect(await ruleIds(handMade, 'src/lib/query/x.ts', rule)).toEqual([]);
  });

  const misnamed =
    "import { queryOptions } from '@tanstack/react-query';\nconst getX = () => Promise.resolve(1);\nexport const xOptions = (id: string) => queryOptions({ queryKey: ['x', id] as const, queryFn: getX });\n";
  it('names the factories of api/ folders (nested too) xxxQuery, and nowhere else', async () => {
    const rule = 'query-keys/factory-name';
    expect(await ruleIds(misnamed, 'src/features/newfeature/api/get-x.ts', rule)).toEqual([rule]);
    expect(await ruleIds(misnamed, 'src/features/rating/complaints/api/get-x.ts', rule)).toEqual([rule]);
    expect(await ruleIds(misnamed, 'src/features/matters/api/online/get-x.ts', rule)).toEqual([rule]);
    expect(await ruleIds(misnamed.replace('xOptions', 'xQuery'), 'src/features/newfeature/api/get-x.ts', rule)).toEqual([]);
    expect(await ruleIds(misnamed, 'src/lib/query/x.ts', rule)).toEqual([]);
  });

  const plain =
    "const getX = () => Promise.resolve(1);\nexport const xOptions = (id: string) => ({ queryKey: ['x', id] as const, queryFn: getX });\n";
  it('refuses a plain-object factory in api/ folders (its name and its shape), and nowhere else', async () => {
    const rule = 'query-keys/factory-name';
    expect(await ruleIds(plain, 'src/features/newfeature/api/get-x.ts', rule)).toEqual([rule, rule]);
    expect(await ruleIds(plain, 'src/features/matters/api/online/get-x.ts', rule)).toEqual([rule, rule]);
    expect(await ruleIds(plain.replace('xOptions', 'xQuery'), 'src/features/newfeature/api/get-x.ts', rule)).toEqual([rule]);
    expect(await ruleIds(plain, 'src/lib/query/x.ts', rule)).toEqual([]);
  });
});

import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { noLiteralQueryKey } from '../../eslint-rules/query-keys.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('query-keys/no-literal-query-key', noLiteralQueryKey, {
  valid: [
    { code: 'useQuery(caseOptions(id));' },
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

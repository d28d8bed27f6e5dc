import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { nextPageNum, onePagedList } from '../../eslint-rules/lists.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('lists/one-paged-list', onePagedList, {
  valid: [
    { code: "import { PagedList } from '@/components/paged-list';\nconst q = useInfiniteQuery(listQuery());" },
    // Other members of a query, and names that only look alike, are not paging.
    { code: 'q.refetch(); q.isFetchingNextPage; q.data.pages;' },
    { code: 'const { data, isPending } = q;' },
    { code: 'const o = { fetchNextPage: 1 }; const hasNextPageX = 2;' },
    { code: 'q[key]();' },
  ],
  invalid: [
    { code: 'q.fetchNextPage();', errors: [{ messageId: 'paging', data: { name: 'fetchNextPage' } }] },
    { code: 'if (list.hasNextPage) show();', errors: [{ messageId: 'paging', data: { name: 'hasNextPage' } }] },
    { code: "q['fetchNextPage']();", errors: [{ messageId: 'paging' }] },
    { code: 'q?.hasNextPage;', errors: [{ messageId: 'paging' }] },
    { code: 'const { hasNextPage, fetchNextPage: more } = q;', errors: [{ messageId: 'paging' }, { messageId: 'paging' }] },
    { code: 'function Rows({ fetchNextPage }) { return fetchNextPage; }', errors: [{ messageId: 'paging' }] },
  ],
});

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('lists/next-page-num', nextPageNum, {
  valid: [
    { code: "import { nextPageNum } from '@/lib/query/next-page';\nconst o = { queryKey: ['x'], getNextPageParam: nextPageNum };" },
    { code: 'const o = { getPreviousPageParam: (first) => first.pageNum - 1, nextPage: 2 };' },
  ],
  invalid: [
    {
      code: 'const o = { getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined) };',
      errors: [{ messageId: 'own' }],
    },
    { code: 'const o = { getNextPageParam: nextPage };', errors: [{ messageId: 'own' }] },
    { code: "const o = { 'getNextPageParam': function (l) { return l.next; } };", errors: [{ messageId: 'own' }] },
  ],
});

/** The rule as the project's config applies it: all of src/ but the one component. */
describe('one-paged-list in eslint.config', () => {
  const eslint = new ESLint();
  const loadMore =
    'export const more = (q: { hasNextPage: boolean; fetchNextPage(): void }) => (q.hasNextPage ? q.fetchNextPage() : null);\n';
  const rulesAt = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId).filter((r) => r === 'lists/one-paged-list');

  it('fails a hand-made load-more in a feature, a page or a shared component', async () => {
    expect(await rulesAt(loadMore, 'src/features/queue/components/x.tsx')).toEqual(['lists/one-paged-list', 'lists/one-paged-list']);
    expect(await rulesAt(loadMore, 'src/app/pages/matters/x.page.tsx')).toEqual(['lists/one-paged-list', 'lists/one-paged-list']);
    expect(await rulesAt(loadMore, 'src/components/other-list.tsx')).toEqual(['lists/one-paged-list', 'lists/one-paged-list']);
  });

  it('lets the one PagedList page, and a disable comment that says why through', async () => {
    expect(await rulesAt(loadMore, 'src/components/paged-list.tsx')).toEqual([]);
    const chat = [
      'export const older = (q: { fetchNextPage(): void }) =>',
      '  // eslint-disable-next-line lists/one-paged-list -- a chat loads older messages on scroll-up',
      '  q.fetchNextPage();',
      '',
    ].join('\n');
    expect(await rulesAt(chat, 'src/features/im/components/x.tsx')).toEqual([]);
  });
});

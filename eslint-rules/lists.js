/**
 * One paged list (issue 36, one idiom per concern; docs/adding-a-page.md "Forms and server data"):
 * every paged list shows its rows, its loading, error and empty states, pull to refresh, 加载更多
 * and its end line through `PagedList` of `src/components/paged-list.tsx`. Reported: reading
 * `fetchNextPage` or `hasNextPage` of a query (`q.fetchNextPage`, `q['hasNextPage']`, or taking
 * them apart: `const { fetchNextPage } = q`), which only a hand-made load-more needs. The config
 * applies it to `src/` but the one component. A list that cannot use it (a chat loading older
 * messages on scroll-up) says why in an `eslint-disable-next-line lists/one-paged-list -- …`.
 */

const PAGING = new Set(['fetchNextPage', 'hasNextPage']);

/** The name of a member or a pattern's key, when it is written out. */
const nameOf = (key, computed) => {
  if (!computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
};

/** @type {import('eslint').Rule.RuleModule} */
export const onePagedList = {
  meta: {
    type: 'problem',
    docs: { description: 'Paged lists go through the shared PagedList (src/components/paged-list.tsx), never a hand-made load-more.' },
    messages: {
      paging: "'{{name}}': paged lists go through components/paged-list's PagedList (extend it there if it lacks something).",
    },
    schema: [],
  },
  create(context) {
    const check = (node, key, computed) => {
      const name = nameOf(key, computed);
      if (name && PAGING.has(name)) context.report({ node, messageId: 'paging', data: { name } });
    };
    return {
      MemberExpression: (node) => check(node.property, node.property, node.computed),
      'ObjectPattern > Property': (node) => check(node.key, node.key, node.computed),
    };
  },
};

/**
 * One next page: a paged query's `getNextPageParam` is `nextPageNum` of src/lib/query/next-page.ts
 * (the number after the last page read, none once `total` are read), never the expression written
 * again (it stood in eight query factories). A list paged otherwise (a cursor) says why in an
 * `eslint-disable-next-line lists/next-page-num -- …`.
 */
/** @type {import('eslint').Rule.RuleModule} */
export const nextPageNum = {
  meta: {
    type: 'problem',
    docs: { description: "A paged query's getNextPageParam is nextPageNum (src/lib/query/next-page.ts)." },
    messages: { own: "getNextPageParam: use nextPageNum of '@/lib/query/next-page' rather than a page rule of its own." },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        if (nameOf(node.key, node.computed) !== 'getNextPageParam') return;
        if (node.value.type === 'Identifier' && node.value.name === 'nextPageNum') return;
        context.report({ node: node.value, messageId: 'own' });
      },
    };
  },
};

export default { rules: { 'one-paged-list': onePagedList, 'next-page-num': nextPageNum } };

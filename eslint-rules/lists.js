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

export default { rules: { 'one-paged-list': onePagedList } };

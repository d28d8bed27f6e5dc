/**
 * One server-data recipe (style.md): query keys come from the query-options and key factories
 * beside each call in `features/<x>/api/`, prefixed by the feature, never typed by hand in a
 * component, hook or page (a hand-typed key drifts from the factory's and a refresh misses it).
 * Reported: an array literal given as a `queryKey` property (`useQuery({ queryKey: ['x', id] })`,
 * `invalidateQueries({ queryKey: ['x'] })`), or as the key argument of the query client's
 * key-taking methods (`setQueryData(['x'], v)`). The config applies it outside the api/ folders
 * and src/lib, where the factories live.
 */

/** QueryClient methods whose first argument is a query key. */
const KEY_METHODS = new Set(['getQueryData', 'setQueryData', 'getQueryState', 'getQueryDefaults', 'setQueryDefaults', 'ensureQueryData']);

const keyName = (node) => (node.type === 'Identifier' ? node.name : node.type === 'Literal' ? String(node.value) : null);

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralQueryKey = {
  meta: {
    type: 'problem',
    docs: { description: "Query keys come from the feature's api/ factories, never an array literal in place." },
    messages: {
      literal:
        "Use a key or query-options factory from the feature's api/ folder instead of a literal query key (e.g. caseListQuery(...), queueKey).",
    },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        if (node.computed || keyName(node.key) !== 'queryKey') return;
        if (node.value.type === 'ArrayExpression') context.report({ node: node.value, messageId: 'literal' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !KEY_METHODS.has(callee.property.name)) return;
        if (node.arguments[0]?.type === 'ArrayExpression') context.report({ node: node.arguments[0], messageId: 'literal' });
      },
    };
  },
};

export default { rules: { 'no-literal-query-key': noLiteralQueryKey } };

/**
 * One server-data recipe (docs/adding-a-page.md): a query's key, function and the options that
 * belong to its data come from a query-options factory `xxxQuery(params)` beside the call in
 * `features/<x>/api/` (TanStack's `queryOptions` / `infiniteQueryOptions`); a component, hook or
 * page spreads it and adds only per-use options: `useQuery({ ...userInfoQuery(), enabled })`.
 * A key or a query function written in place drifts from the factory's (a refresh misses it).
 *
 * - no-literal-query-key: an array literal given as a `queryKey` property
 *   (`useQuery({ queryKey: ['x', id] })`, `invalidateQueries({ queryKey: ['x'] })`), or as the key
 *   argument of the query client's key-taking methods (`setQueryData(['x'], v)`).
 * - no-inline-query-fn: any `queryFn` property: the query is assembled by hand instead of coming
 *   from the factory.
 * - factory-name: in api/, an exported const or function that returns a `queryOptions(...)` or
 *   `infiniteQueryOptions(...)` call is named `xxxQuery`. One that returns (or a const that is) a
 *   plain object literal with a `queryKey` property is a factory too: it is named `xxxQuery` and
 *   built with `queryOptions(...)` / `infiniteQueryOptions(...)` (a plain object loses the key's
 *   data type that setQueryData and getQueryData read). Keys factories (arrays) are not concerned.
 *
 * The config applies the first two outside the api/ folders and src/lib, where the factories
 * live, and the third inside the api/ folders.
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

/** @type {import('eslint').Rule.RuleModule} */
export const noInlineQueryFn = {
  meta: {
    type: 'problem',
    docs: { description: "Query options come from the feature's api/ factory, never a queryFn written in place." },
    messages: {
      inline: "Query options come from the feature's api/ factory (xxxQuery(...)); spread it and add per-use options such as enabled.",
    },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        if (!node.computed && keyName(node.key) === 'queryFn') context.report({ node, messageId: 'inline' });
      },
    };
  },
};

const FACTORY_CALLEES = new Set(['queryOptions', 'infiniteQueryOptions']);

/** The expression under TypeScript's `as`, `satisfies` and `!`. */
const unwrap = (node) =>
  node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' || node.type === 'TSNonNullExpression')
    ? unwrap(node.expression)
    : node;

/** `queryOptions(...)` or `infiniteQueryOptions(...)` (also as a member: `rq.queryOptions(...)`). */
function isOptionsCall(node) {
  const call = unwrap(node);
  if (call?.type !== 'CallExpression') return false;
  const callee = call.callee;
  if (callee.type === 'Identifier') return FACTORY_CALLEES.has(callee.name);
  return callee.type === 'MemberExpression' && !callee.computed && FACTORY_CALLEES.has(callee.property.name);
}

/** The return statements of a function body, leaving out those of functions nested in it. */
function returnsOf(node, found = []) {
  if (!node || typeof node.type !== 'string') return found;
  if (node.type === 'ReturnStatement') found.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!child || typeof child.type !== 'string') continue;
      if (child.type.startsWith('Function') || child.type === 'ArrowFunctionExpression' || child.type.startsWith('Class')) continue;
      returnsOf(child, found);
    }
  }
  return found;
}

/** An object literal with a `queryKey` property: query options written by hand. */
function isPlainOptions(node) {
  const obj = unwrap(node);
  return (
    obj?.type === 'ObjectExpression' && obj.properties.some((p) => p.type === 'Property' && !p.computed && keyName(p.key) === 'queryKey')
  );
}

/** What a function gives: its expression body or the arguments of its returns. */
const resultsOf = (fn) => (fn.body.type !== 'BlockStatement' ? [fn.body] : returnsOf(fn.body).map((r) => r.argument));

const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

/** @type {import('eslint').Rule.RuleModule} */
export const factoryName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A query-options factory in api/ is named xxxQuery and built with queryOptions / infiniteQueryOptions.' },
    messages: {
      name: "A query-options factory is named xxxQuery (e.g. hallListQuery): rename '{{name}}'.",
      plain:
        "'{{name}}' gives query options as a plain object: build it with queryOptions(...) (or infiniteQueryOptions(...) when paged), see docs/adding-a-page.md.",
    },
    schema: [],
  },
  create(context) {
    /** `results`: what the export gives (a function's returns, or a const's value). */
    const check = (id, results) => {
      if (id?.type !== 'Identifier') return;
      const plain = results.filter(isPlainOptions);
      if (!plain.length && !results.some(isOptionsCall)) return;
      if (!id.name.endsWith('Query')) context.report({ node: id, messageId: 'name', data: { name: id.name } });
      for (const obj of plain) context.report({ node: obj, messageId: 'plain', data: { name: id.name } });
    };
    return {
      ExportNamedDeclaration(node) {
        const decl = node.declaration;
        if (!decl) return;
        if (decl.type === 'FunctionDeclaration') check(decl.id, resultsOf(decl));
        if (decl.type !== 'VariableDeclaration' || decl.kind !== 'const') return;
        for (const d of decl.declarations) {
          const init = unwrap(d.init);
          check(d.id, isFunction(init) ? resultsOf(init) : [init]);
        }
      },
    };
  },
};

export default {
  rules: { 'no-literal-query-key': noLiteralQueryKey, 'no-inline-query-fn': noInlineQueryFn, 'factory-name': factoryName },
};

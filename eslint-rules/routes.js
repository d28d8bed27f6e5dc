/**
 * Internal links go through the typed path builders (`paths.x({...})`, src/config/routes): a
 * hand-typed `'/somePage?id=' + id` escapes the route table (a renamed route, a missing parameter).
 * Reported: a string literal (or a template or concatenation starting with one) that begins with
 * `/` given as a JSX `to` attribute, or as the first argument of `go(...)`. The root `/` stays.
 */

/** The first string piece of an expression, if it is a literal one. */
function leadingText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked ?? null;
  if (node.type === 'BinaryExpression' && node.operator === '+') return leadingText(node.left);
  if (node.type === 'JSXExpressionContainer') return leadingText(node.expression);
  return null;
}

const isRoutePath = (text) => typeof text === 'string' && /^\/[A-Za-z]/.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralPath = {
  meta: {
    type: 'problem',
    docs: { description: 'Internal links use the typed path builders of src/config/routes.' },
    messages: { literal: 'Use paths.{{name}}(...) from @/config/routes instead of the literal "{{text}}".' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text, name: text.slice(1).split(/[?/#]/)[0] } });
    return {
      JSXAttribute(node) {
        if (node.name.name !== 'to') return;
        const text = leadingText(node.value);
        if (isRoutePath(text)) report(node, text);
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'go') return;
        const text = leadingText(node.arguments[0]);
        if (isRoutePath(text)) report(node, text);
      },
    };
  },
};

export default { rules: { 'no-literal-path': noLiteralPath } };

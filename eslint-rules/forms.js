/**
 * One guarded submit (issue 36, one idiom per concern; docs/adding-a-page.md "Forms and submits"):
 * every form sends through `useGuardedSubmit` of `src/lib/forms/use-guarded-submit.ts` (one send at a
 * time, none again within 3 s; `run`, or `attempt` to branch on the outcome). Reported: declaring a
 * hook named `use…GuardedSubmit` (a function, or a variable holding one), and importing such a
 * name from any module but the shared one. The config applies it to `src/` outside
 * `src/lib/forms/`, where the one hook lives.
 */

const SHARED = '@/lib/forms/use-guarded-submit';
const HOOK_NAME = /^use\w*GuardedSubmit$/;

/** @type {import('eslint').Rule.RuleModule} */
export const oneGuardedSubmit = {
  meta: {
    type: 'problem',
    docs: { description: 'Forms send through the shared useGuardedSubmit (src/lib/forms/use-guarded-submit.ts), never a copy.' },
    messages: {
      declared:
        "'{{name}}' is a second guarded submit: use useGuardedSubmit from '@/lib/forms/use-guarded-submit' (extend it there if it lacks something).",
      imported: "'{{name}}' from '{{source}}': the guarded submit comes from '@/lib/forms/use-guarded-submit' only.",
    },
    schema: [],
  },
  create(context) {
    const check = (id) => {
      if (id?.type === 'Identifier' && HOOK_NAME.test(id.name))
        context.report({ node: id, messageId: 'declared', data: { name: id.name } });
    };
    return {
      FunctionDeclaration: (node) => check(node.id),
      VariableDeclarator: (node) => check(node.id),
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (source === SHARED) return;
        for (const spec of node.specifiers) {
          const imported = spec.type === 'ImportSpecifier' ? spec.imported : null;
          const name = imported && (imported.type === 'Identifier' ? imported.name : String(imported.value));
          if (name && HOOK_NAME.test(name)) context.report({ node: spec, messageId: 'imported', data: { name, source } });
        }
      },
    };
  },
};

export default { rules: { 'one-guarded-submit': oneGuardedSubmit } };

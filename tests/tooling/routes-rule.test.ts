import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noLiteralPath } from '../../eslint-rules/routes.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
}).run('routes/no-literal-path', noLiteralPath, {
  valid: [
    { code: 'const a = <AppLink to={paths.home()}>首页</AppLink>;' },
    { code: 'const a = <AppLink to={paths.guidelines({ matterId: id })}>指南</AppLink>;' },
    { code: 'go(paths.myComplaint(), { replace: true });' },
    // The root, history steps and outside addresses are not route paths.
    { code: "go('/');" },
    { code: 'go(-1);' },
    { code: 'const a = <a href="/docs/x.pdf">x</a>;' },
    { code: "router.push('/home');" },
  ],
  invalid: [
    { code: 'const a = <AppLink to="/home">首页</AppLink>;', errors: [{ messageId: 'literal', data: { text: '/home', name: 'home' } }] },
    { code: "const a = <AppLink to={'/lntroductionhall?id=' + id}>大厅</AppLink>;", errors: [{ messageId: 'literal' }] },
    { code: 'const a = <Link to={`/guidelines?matterId=${id}`}>指南</Link>;', errors: [{ messageId: 'literal' }] },
    { code: "go('/myComplaint');", errors: [{ messageId: 'literal', data: { text: '/myComplaint', name: 'myComplaint' } }] },
    { code: "go('/complaintDetails?id=' + id, { replace: true });", errors: [{ messageId: 'literal' }] },
  ],
});

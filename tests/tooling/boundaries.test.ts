import { RuleTester } from 'eslint';
import path from 'node:path';
import { describe, it } from 'vitest';
import { noRestrictedPaths } from '../../eslint-rules/boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(__dirname, '../..');
const options = [
  {
    root,
    zones: [
      { target: './src/features/auth', from: './src/features', except: ['./auth'], message: 'A feature never imports another feature.' },
      { target: './src/lib', from: ['./src/features', './src/app', './src/mocks'], message: 'Shared code never imports features.' },
      { target: './src/mocks', from: ['./src/lib', './src/features'], message: 'The emulator never imports app code.' },
    ],
  },
];
const at = (p: string) => path.join(root, p);
// As eslint.config.js sets it: features found on disk, not listed by hand.
const isolated = [
  {
    root,
    isolate: [{ dir: './src/features', message: 'A feature never imports another feature.' }],
    zones: [{ target: './src/features', from: './src/app', message: 'A feature never imports src/app.' }],
  },
];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('boundaries/no-restricted-paths', noRestrictedPaths, {
  valid: [
    { filename: at('src/features/auth/stores/auth-store.ts'), code: "import { x } from '../api/login';", options },
    { filename: at('src/features/auth/api/login.ts'), code: "import { gateway } from '../../../lib/http/client';", options },
    { filename: at('src/lib/http/client.ts'), code: "import axios from 'axios';", options },
    { filename: at('src/app/router.tsx'), code: "import { x } from '../features/halls/api/get-hall-list';", options },
    { filename: at('src/mocks/gateway.ts'), code: "import { md5 } from './crypto';", options },
    { filename: at('src/features/brand-new/api/x.ts'), code: "import { y } from '../components/y';", options: isolated },
    { filename: at('src/features/brand-new/api/x.ts'), code: "import { paths } from '../../../config/routes';", options: isolated },
  ],
  invalid: [
    {
      filename: at('src/features/auth/api/login.ts'),
      code: "import { x } from '../../halls/api/get-hall-list';",
      options,
      errors: [{ message: /A feature never imports another feature/ }],
    },
    { filename: at('src/features/auth/api/login.ts'), code: "export * from '@/features/rating/types';", options, errors: 1 },
    {
      filename: at('src/lib/router/href.ts'),
      code: "import { routes } from '../../app/routes';",
      options,
      errors: [{ message: /Shared code never imports features/ }],
    },
    {
      filename: at('src/mocks/gateway.ts'),
      code: "const m = import('../lib/http/signing');",
      options,
      errors: [{ message: /The emulator never imports app code/ }],
    },
    // A feature folder that no list names yet is held to the rule all the same.
    {
      filename: at('src/features/brand-new/api/x.ts'),
      code: "import { x } from '../../halls/api/get-hall-list';",
      options: isolated,
      errors: [{ message: /A feature never imports another feature/ }],
    },
    {
      filename: at('src/features/brand-new/api/x.ts'),
      code: "import { x } from '@/features/rating/types';",
      options: isolated,
      errors: [{ message: /A feature never imports another feature/ }],
    },
    {
      filename: at('src/features/halls/components/x.tsx'),
      code: "import { routes } from '../../../app/routing/lazy-pages';",
      options: isolated,
      errors: [{ message: /A feature never imports src\/app/ }],
    },
  ],
});

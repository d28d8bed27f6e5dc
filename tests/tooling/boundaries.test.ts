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

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('boundaries/no-restricted-paths', noRestrictedPaths, {
  valid: [
    { filename: at('src/features/auth/stores/auth-store.ts'), code: "import { x } from '../api/login';", options },
    { filename: at('src/features/auth/api/login.ts'), code: "import { gateway } from '../../../lib/http/client';", options },
    { filename: at('src/lib/http/client.ts'), code: "import axios from 'axios';", options },
    { filename: at('src/app/router.tsx'), code: "import { x } from '../features/halls/api/get-hall-list';", options },
    { filename: at('src/mocks/gateway.ts'), code: "import { md5 } from './crypto';", options },
  ],
  invalid: [
    { filename: at('src/features/auth/api/login.ts'), code: "import { x } from '../../halls/api/get-hall-list';", options, errors: [{ message: /A feature never imports another feature/ }] },
    { filename: at('src/features/auth/api/login.ts'), code: "export * from '@/features/rating/types';", options, errors: 1 },
    { filename: at('src/lib/router/href.ts'), code: "import { routes } from '../../app/routes';", options, errors: [{ message: /Shared code never imports features/ }] },
    { filename: at('src/mocks/gateway.ts'), code: "const m = import('../lib/http/signing');", options, errors: [{ message: /The emulator never imports app code/ }] },
  ],
});

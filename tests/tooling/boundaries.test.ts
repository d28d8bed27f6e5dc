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

// As eslint.config.js sets it for the emulator: a feature reads another only through its public module.
const gated = [
  {
    root,
    publicApi: [
      {
        dir: './src/mocks/features',
        entries: ['index', 'public'],
        also: { oss: ['handlers'] },
        message: 'Only through its public module.',
      },
    ],
    zones: [
      { target: ['./src/mocks/clock.ts', './src/mocks/db'], from: './src/mocks/features', message: 'The core never imports a feature.' },
    ],
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
    // Emulator features: their own internals, another's public module (the folder, index or public), the core.
    { filename: at('src/mocks/features/cases/remote.ts'), code: "import { cases } from './tables';", options: gated },
    { filename: at('src/mocks/features/cases/remote.ts'), code: "import { x } from '@/mocks/features/cases/matter';", options: gated },
    { filename: at('src/mocks/features/cases/remote.ts'), code: "import { staff } from '@/mocks/features/agency';", options: gated },
    { filename: at('src/mocks/features/cases/remote.ts'), code: "import { staff } from '../agency/index';", options: gated },
    { filename: at('src/mocks/features/brand-new/x.ts'), code: "import { y } from '@/mocks/features/im/public.ts';", options: gated },
    {
      filename: at('src/mocks/features/cases/notices.ts'),
      code: "import { storedFiles } from '@/mocks/features/oss/handlers';",
      options: gated,
    },
    { filename: at('src/mocks/features/im/domain.ts'), code: "import { clock } from '@/mocks/clock';", options: gated },
    { filename: at('src/mocks/test-api.ts'), code: "import { imTestApi } from './features/im/test-api';", options: gated },
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
    // An emulator feature never reaches into another's internals, a new folder included.
    {
      filename: at('src/mocks/features/cases/remote-call.ts'),
      code: "import { staff } from '@/mocks/features/agency/tables';",
      options: gated,
      errors: [{ message: /another folder's internals\. Only through its public module/ }],
    },
    { filename: at('src/mocks/features/halls/live.ts'), code: "import { tickets } from '../queue/tables';", options: gated, errors: 1 },
    { filename: at('src/mocks/features/brand-new/x.ts'), code: "export * from '@/mocks/features/im/domain';", options: gated, errors: 1 },
    { filename: at('src/mocks/features/im/x.ts'), code: "import('../cases/index/deep');", options: gated, errors: 1 },
    { filename: at('src/mocks/features/im/x.ts'), code: "import { x } from '@/mocks/features/queue/handlers';", options: gated, errors: 1 },
    {
      filename: at('src/mocks/db/store.ts'),
      code: "import { staff } from '../features/agency';",
      options: gated,
      errors: [{ message: /The core never imports a feature/ }],
    },
  ],
});

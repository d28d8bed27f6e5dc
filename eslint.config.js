import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.js';
import routes from './eslint-rules/routes.js';
import queryKeys from './eslint-rules/query-keys.js';
import forms from './eslint-rules/forms.js';
import lists from './eslint-rules/lists.js';
import { INLINE_STYLE_EXCEPTIONS } from './eslint-rules/inline-style-files.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-gw', 'dist-server', 'node_modules', 'public', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, routes, 'react-hooks': reactHooks },
    rules: {
      'routes/no-literal-path': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'boundaries/no-restricted-paths': [
        'error',
        {
          // A feature never imports another feature: every folder of src/features, as it is on disk.
          isolate: [{ dir: './src/features', message: 'A feature never imports another feature; compose them in src/app.' }],
          // An emulator feature reads another one only through its public module (index.ts or
          // public.ts), every folder of src/mocks/features as it is on disk. oss has no index of
          // its own yet (its owners' folder): its handlers module is its public face.
          publicApi: [
            {
              dir: './src/mocks/features',
              entries: ['index', 'public'],
              also: { oss: ['handlers'] },
              message: 'An emulator feature imports another one only through its public module (src/mocks/features/<name>/index.ts).',
            },
          ],
          zones: [
            // The emulator's shared core never depends on a feature.
            {
              target: [
                './src/mocks/gateway.ts',
                './src/mocks/clock.ts',
                './src/mocks/faults.ts',
                './src/mocks/db',
                './src/mocks/seed',
                './src/mocks/rules',
              ],
              from: './src/mocks/features',
              message: 'The emulator core (gateway, clock, faults, db, seed, rules) never imports a feature.',
            },
            // Features are composed by the app, never the other way round.
            { target: './src/features', from: './src/app', message: 'A feature never imports src/app; the app composes features.' },
            // Shared code never imports features, app or mocks.
            ...['components', 'lib', 'config'].map((dir) => ({
              target: `./src/${dir}`,
              from: ['./src/features', './src/app', './src/mocks'],
              message: 'Shared code (components, lib, config) never imports features, app or mocks.',
            })),
            // Wire types are plain and neutral: the app and the emulator both read them.
            {
              target: './src/contract',
              from: ['./src/app', './src/features', './src/components', './src/lib', './src/config', './src/mocks'],
              message: 'src/contract holds plain wire types and imports nothing of the app or the emulator.',
            },
            // The emulator verifies the contract on its own.
            {
              target: './src/mocks',
              from: ['./src/lib', './src/features', './src/app', './src/components'],
              message: 'The emulator never imports app code: it verifies the contract on its own.',
            },
            // Only main.tsx imports the emulator (dynamically).
            {
              target: ['./src/app', './src/features', './src/components', './src/lib', './src/config'],
              from: './src/mocks',
              message: 'Only src/main.tsx imports the emulator, dynamically.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Only src/lib/http imports axios.' }],
          patterns: [{ group: ['../../*'], message: 'Use the @/ alias instead of climbing two or more folders.' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/feedback/**', 'src/lib/http/**', 'src/lib/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Only src/lib/http imports axios.' },
            { name: 'antd-mobile', importNames: ['Toast', 'Dialog'], message: 'Only src/lib/feedback shows toasts and dialogs.' },
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'useNavigate', 'Navigate'],
              message: 'Only src/lib/router navigates: use AppLink / useAppNavigate (area parameters).',
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'useNavigate', 'Navigate'],
              message: 'Only src/lib/router navigates.',
            },
          ],
          patterns: [{ group: ['../../*'], message: 'Use the @/ alias instead of climbing two or more folders.' }],
        },
      ],
    },
  },
  {
    // lib/http is left out of the blocks above (it owns axios); the alias rule holds there too.
    files: ['src/lib/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use the @/ alias instead of climbing two or more folders.' }] },
      ],
    },
  },
  {
    // One server-data recipe (docs/adding-a-page.md): keys and query functions come from the
    // xxxQuery factories beside each call in api/; a call spreads one and adds per-use options.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**/api/**', 'src/lib/**'],
    plugins: { 'query-keys': queryKeys },
    rules: { 'query-keys/no-literal-query-key': 'error', 'query-keys/no-inline-query-fn': 'error' },
  },
  {
    // The factories themselves: one name shape, xxxQuery.
    files: ['src/features/**/api/**/*.{ts,tsx}'],
    plugins: { 'query-keys': queryKeys },
    rules: { 'query-keys/factory-name': 'error' },
  },
  {
    // One guarded submit: useGuardedSubmit of src/lib/forms, never a second one (docs/adding-a-page.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/forms/**'],
    plugins: { forms },
    rules: { 'forms/one-guarded-submit': 'error' },
  },
  {
    // No component, hook or function of the app over 80 lines (blank lines and comments aside): a
    // longer one is split into a state hook and parts (docs/adding-a-page.md, "Size").
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The named exception: the seed's generator of halls, windows and matters (build, matterRow). It
    // draws from one seeded random sequence in a fixed order; split, the order of the draws would be
    // easy to change by accident, and with it every seeded id and figure the tests read.
    files: ['src/mocks/seed/halls.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 110, skipBlankLines: true, skipComments: true }] },
  },
  {
    // One paged list: PagedList of src/components/paged-list.tsx, never a hand-made 加载更多, and one next-page
    // rule, nextPageNum of src/lib/query/next-page.ts (docs/adding-a-page.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/paged-list.tsx'],
    plugins: { lists },
    rules: { 'lists/one-paged-list': 'error', 'lists/next-page-num': 'error' },
  },
  {
    // `style={{ ... }}` whose every property is a literal is a static style: a CSS module class
    // (eslint-rules/inline-style-files.js names the one file that keeps its own, and why).
    files: ['src/**/*.tsx'],
    ignores: INLINE_STYLE_EXCEPTIONS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='style'] > JSXExpressionContainer > ObjectExpression:not(:has(> SpreadElement)):not(:has(> Property[value.type!='Literal']))",
          message:
            'Static inline style: put it in the CSS module beside the component (*.module.css). Inline styles are for values known only at run time.',
        },
      ],
    },
  },
  {
    files: ['src/app/router.tsx', 'src/app/routing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'e2e-server/**', 'server/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures take a `use` callback that is not React's `use`.
    files: ['e2e/**', 'e2e-server/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // Tests of navigation itself give literal paths on purpose.
  { files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts', 'e2e-server/**/*.ts'], rules: { 'routes/no-literal-path': 'off' } },
);

// One lint configuration for every workspace. `npm run lint` runs it and `npm test` runs lint first.
// Besides the usual rule sets it checks regular expressions for super-linear backtracking and the
// two boundaries the code relies on:
//   - frontend: imports flow shared -> features -> app; a feature never imports another feature;
//   - backend: infrastructure imports no feature, features meet through front doors (index.ts), and
//     deciders, events and projections are pure (no NestJS, pg, PGlite, Redis or db layer);
//   - shared (what the API, the worker and the browser share) imports no other workspace, and its survey
//     rules import nothing beyond their own folder, so the browser loads them as they are.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { backendBoundaries } from './infra/eslint/backend-boundaries.mjs';
import { layerBoundaries } from './infra/eslint/layer-boundaries.mjs';

const FRONTEND = 'frontend/src/**/*.{ts,tsx}';

const TEST_NAMES = '/^(it|test|describe|suite)$/';
const FOCUS_OR_SKIP = '/^(only|skip|todo|fixme)$/';
/** `it.only(…)`, `test.describe.skip(…)`, `it.todo(…)`, `test.fixme(…)`, `xit(…)`, `fdescribe(…)` and the like. */
const FOCUSED_OR_SKIPPED_TESTS = [
  {
    selector: `MemberExpression[object.name=${TEST_NAMES}][property.name=${FOCUS_OR_SKIP}]`,
    message: 'No focused or skipped tests: every test runs (remove .only, .skip, .todo or .fixme).',
  },
  {
    selector: `MemberExpression[object.object.name='test'][object.property.name='describe'][property.name=${FOCUS_OR_SKIP}]`,
    message: 'No focused or skipped tests: every test runs (remove .only, .skip or .fixme).',
  },
  {
    selector: 'CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe|ftest)$/]',
    message: 'No focused or skipped tests: every test runs (use it, test or describe).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      '.ci-out/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'data/**',
      'uploads/**',
      'frontend/src/types/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // No pattern may backtrack super-linearly: one long input must not keep a core busy (issue 26).
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Tests and their helpers read JSON bodies of any shape.
    files: ['**/*.spec.{ts,tsx}', '**/testing/**', 'frontend/e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Every test runs: none focused (only, fit, fdescribe) or left out (skip, xit, xdescribe, xtest, todo,
    // Playwright's fixme), in jest specs and Playwright's browser tests alike.
    files: ['**/*.spec.{ts,tsx}', 'frontend/e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...FOCUSED_OR_SKIPPED_TESTS] },
  },
  {
    // CommonJS helpers (jest config, child-process entry points).
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Type-aware rules where they are cheap and catch real bugs: a promise nobody awaits or handles.
    files: ['shared/src/**/*.ts', 'backend/src/**/*.ts', 'worker/src/**/*.ts', FRONTEND],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: [FRONTEND],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: [FRONTEND],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // frontend/tsconfig.json leaves the specs out of the app build; tsconfig.spec.json types them.
    files: ['frontend/src/**/*.spec.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './frontend/tsconfig.spec.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: [FRONTEND],
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: { 'local/layer-boundaries': 'error' },
  },
  {
    files: ['backend/src/**/*.ts'],
    plugins: { backend: { rules: { 'backend-boundaries': backendBoundaries } } },
    rules: { 'backend/backend-boundaries': 'error' },
  },
  {
    // Time comes from the injected CLOCK (core/tokens.ts, where the system's clock is read), so specs can
    // fix it; a duration may be measured with the monotonic performance.now().
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.spec.ts', 'backend/src/testing/**', 'backend/src/core/tokens.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take the time from the injected CLOCK (core/tokens.ts), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Take the time from the injected CLOCK (core/tokens.ts), or performance.now() for a duration.',
        },
      ],
    },
  },
  {
    // The domain is pure: given events and a command, it decides; it never touches a framework or storage.
    files: ['backend/src/**/*.decider.ts', 'backend/src/**/*.events.ts', 'backend/src/**/*.projection.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nestjs/*',
                'pg',
                'pg-*',
                '@electric-sql/*',
                'ioredis',
                'bullmq',
                'fastify',
                '@fastify/*',
                'openai',
              ],
              message: 'Deciders, events and projections are pure: no framework, driver or queue.',
            },
            {
              group: ['**/db', '**/db/**', '**/event-store/**'],
              allowTypeImports: true,
              message: 'The domain does not reach storage (types of recorded events excepted).',
            },
          ],
        },
      ],
    },
  },
  {
    // What the processes share depends on none of them: the API and the worker import it, not the reverse.
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/**/*.spec.ts', 'shared/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@seedline/*', '!@seedline/shared', '**/backend/**', '**/worker/**', '**/frontend/**'],
              message: 'shared imports no other workspace: the API and the worker import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The survey rules and the proposal's wording run in the browser as they are (aliases @survey-rules,
    // @proposal-wording): nothing beyond their folder.
    files: ['shared/src/survey-rules/**/*.ts', 'shared/src/proposal/**/*.ts'],
    ignores: ['shared/src/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'The survey rules import only from their own folder: the browser loads them as they are.',
            },
          ],
        },
      ],
    },
  },
);

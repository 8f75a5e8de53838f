// One jest run for every workspace: unit specs (*.spec.ts) and integration specs
// against the real Postgres and Redis (*.int.spec.ts). Browser tests run under Playwright.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/shared/src',
    '<rootDir>/worker/src',
    '<rootDir>/backend/src',
    '<rootDir>/frontend/src',
    '<rootDir>/infra',
  ],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@seedline/shared$': '<rootDir>/shared/src/index.ts',
    '^@seedline/shared/testing$': '<rootDir>/shared/src/testing/index.ts',
    '^@seedline/worker$': '<rootDir>/worker/src/index.ts',
    '^@seedline/worker/testing$': '<rootDir>/worker/src/testing/index.ts',
    '^@/(.*)$': '<rootDir>/frontend/src/$1',
    '^@survey-rules/(.*)$': '<rootDir>/shared/src/survey-rules/$1',
    '^@proposal-wording/(.*)$': '<rootDir>/shared/src/proposal/$1',
  },
  testTimeout: 30000,
  maxWorkers: 2,
};

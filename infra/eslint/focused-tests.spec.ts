// Every test runs: the lint refuses focused and skipped tests in jest specs and Playwright's browser tests.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');

// The virtual files below exist nowhere, so the type-aware rules (which need a tsconfig) are off here.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const FOCUSED_OR_SKIPPED = [
  "it.only('a', () => {});",
  "test.only('a', () => {});",
  "describe.only('a', () => {});",
  "it.skip('a', () => {});",
  "describe.skip('a', () => {});",
  "it.todo('a');",
  "test.todo('a');",
  "it.only.each([1])('a %s', () => {});",
  "xit('a', () => {});",
  "xtest('a', () => {});",
  "xdescribe('a', () => {});",
  "fit('a', () => {});",
  "fdescribe('a', () => {});",
];

const PLAYWRIGHT_FOCUSED_OR_SKIPPED = [
  "test.fixme('a', async () => {});",
  "test.skip('a', async () => {});",
  "test.describe.only('a', () => {});",
  "test.describe.skip('a', () => {});",
  "test.describe.fixme('a', () => {});",
];

describe('focused and skipped tests', () => {
  it.each(FOCUSED_OR_SKIPPED)('are refused in a jest spec: %s', async (code) => {
    const messages = await refusals('backend/src/x.spec.ts', `${code}\n`);
    expect(messages).toEqual([expect.stringContaining('No focused or skipped tests')]);
  });

  it.each([...PLAYWRIGHT_FOCUSED_OR_SKIPPED, "test.only('a', async () => {});"])(
    'are refused in a Playwright test: %s',
    async (code) => {
      const messages = await refusals('frontend/e2e/x.e2e.ts', `import { test } from '@playwright/test';\n${code}\n`);
      expect(messages).toEqual([expect.stringContaining('No focused or skipped tests')]);
    },
  );

  it('leave tests that run, and code outside tests, alone', async () => {
    const running = [
      "it('a', () => {});",
      "it.each([1])('a %s', () => {});",
      "describe.each([1])('a %s', () => {});",
      "test.describe('a', () => {});",
      "test.describe.serial('a', () => {});",
    ].join('\n');
    expect(await refusals('backend/src/x.spec.ts', `${running}\n`)).toEqual([]);
    // A method named skip on something that is not a test, outside a spec.
    expect(await refusals('backend/src/x.ts', 'export const skip = (d: { skip(): void }) => d.skip();\n')).toEqual([]);
  });
});

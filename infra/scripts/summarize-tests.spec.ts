import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The closing line CI reads: `ci: N passed, N failed` as before, then what the run did not check.

const SCRIPT = path.resolve(__dirname, 'summarize-tests.mjs');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summarize-tests-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function summarize(jest: object, playwright: object, ...checks: string[]) {
  const [jestFile, playwrightFile] = [path.join(dir, 'jest.json'), path.join(dir, 'playwright.json')];
  fs.writeFileSync(jestFile, JSON.stringify(jest));
  fs.writeFileSync(playwrightFile, JSON.stringify(playwright));
  const run = spawnSync(process.execPath, [SCRIPT, jestFile, playwrightFile, ...checks], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

const jestReport = (fields: object = {}) => ({
  numPassedTests: 10,
  numFailedTests: 0,
  numRuntimeErrorTestSuites: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  ...fields,
});
const playwrightReport = (stats: object = {}) => ({
  stats: { expected: 4, unexpected: 0, flaky: 0, skipped: 0, ...stats },
});

it('counts skipped and todo tests of both runners after passed and failed', () => {
  const result = summarize(
    jestReport({ numPendingTests: 2, numTodoTests: 1 }),
    playwrightReport({ skipped: 3 }),
    'lint=0',
  );
  expect(result.lines.at(-1)).toBe('ci: 15 passed, 0 failed, 5 skipped, 1 todo');
  expect(result.status).toBe(0);
});

it('keeps the start CI reads, and fails on a failed check or test', () => {
  const result = summarize(
    jestReport({ numFailedTests: 1 }),
    playwrightReport({ unexpected: 1 }),
    'lint=0',
    'contract-fresh=1',
  );
  expect(result.lines).toContain('contract-fresh failed (exit 1)');
  expect(result.lines.at(-1)).toMatch(/^ci: 15 passed, 3 failed, 0 skipped, 0 todo$/);
  expect(result.status).toBe(1);
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm test` keeps the committed contract before the build regenerates it and compares after
// (infra/scripts/test.sh): a contract the code no longer generates fails the run, naming the file.

const SCRIPT = path.resolve(__dirname, 'contract-fresh.mjs');
const FILES = ['docs/openapi.json', 'frontend/src/types/generated/api.ts'];

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-fresh-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.mkdirSync(path.join(root, 'frontend/src/types/generated'), { recursive: true });
  fs.writeFileSync(path.join(root, FILES[0]!), '{\n  "openapi": "3.0.0"\n}\n');
  fs.writeFileSync(path.join(root, FILES[1]!), 'export type A = 1;\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const run = (command: 'save' | 'compare') =>
  spawnSync(process.execPath, [SCRIPT, command, '.ci-out/contract', ...FILES], { cwd: root, encoding: 'utf8' });

it('passes when the build generated what was committed', () => {
  expect(run('save').status).toBe(0);
  const compared = run('compare');
  expect(compared.status).toBe(0);
  expect(compared.stdout).toContain('are what the code generates');
});

it('fails naming the stale file and its first changed line when the build rewrote it', () => {
  expect(run('save').status).toBe(0);
  // What `npm run build` does when a controller changed and the contract was not regenerated.
  fs.writeFileSync(path.join(root, FILES[0]!), '{\n  "openapi": "3.0.0",\n  "paths": {}\n}\n');
  const compared = run('compare');
  expect(compared.status).toBe(1);
  expect(compared.stdout.trim()).toBe(
    'contract: docs/openapi.json was out of date with the controllers and DTOs (the build regenerated it; ' +
      'first difference at line 2): run `npm run contract` and commit the result',
  );
});

it('fails when a committed file is missing and the build made it', () => {
  fs.rmSync(path.join(root, FILES[1]!));
  expect(run('save').status).toBe(0);
  fs.writeFileSync(path.join(root, FILES[1]!), 'export type A = 1;\n');
  const compared = run('compare');
  expect(compared.status).toBe(1);
  expect(compared.stdout).toContain('contract: frontend/src/types/generated/api.ts was out of date');
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError as WorkerConfigError } from '@seedline/shared';
import { ConfigError, loadConfig } from './config';

const RUN_API = path.resolve(__dirname, '../testing/faults/run-api.js');

/** An entry point (from source) in `cwd` with only `env`; resolves with its exit code and stderr. */
function runEntry(script: string, cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [RUN_API, script], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
}

describe('loadConfig', () => {
  it("is the shared schema's API configuration plus where the built frontend lives", () => {
    const config = loadConfig({ PORT: '8080' }, '/srv/seedline');
    expect(config.port).toBe(8080);
    expect(config.frontendDist).toBe(path.resolve(__dirname, '../../../frontend/dist'));
  });

  it("throws the worker's ConfigError: one class for both processes", () => {
    expect(ConfigError).toBe(WorkerConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(ConfigError);
  });
});

describe('the entry points read .env from the working directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-dotenv-'));
    // Two bad values: the first one (in the schema's order) is the one named.
    fs.writeFileSync(path.join(dir, '.env'), '# bad on purpose\nPORT=eighty\nADMIN_PASSWORD=short\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('the API stops, naming the variable the file set wrong', async () => {
    const { code, stderr } = await runEntry('backend/src/app/main.ts', dir, {});
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration: PORT: must be a whole number from 1 to 65535 (got "eighty")');
  });

  it('a variable of the real environment wins over the file (here the CLI `migrate`)', async () => {
    const { code, stderr } = await runEntry('backend/src/cli/migrate.ts', dir, { PORT: '8080' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration: ADMIN_PASSWORD: must be at least 8 characters');
    expect(stderr).not.toContain('PORT');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnvFiles, REPO_ROOT } from './env-file';

describe('loadEnvFiles', () => {
  const names = ['SEEDLINE_ENV_SPEC_A', 'SEEDLINE_ENV_SPEC_B', 'SEEDLINE_ENV_SPEC_C'] as const;
  let cwd: string;
  let root: string;

  beforeEach(() => {
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-env-cwd-'));
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-env-root-'));
  });

  afterEach(() => {
    for (const name of names) delete process.env[name];
    fs.rmSync(cwd, { recursive: true, force: true });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads nothing and changes nothing when there is no .env', () => {
    expect(loadEnvFiles([cwd, root])).toEqual([]);
    expect(process.env.SEEDLINE_ENV_SPEC_A).toBeUndefined();
  });

  it('reads .env into the environment, comments and quotes as in a dotenv file', () => {
    fs.writeFileSync(path.join(cwd, '.env'), '# local settings\nSEEDLINE_ENV_SPEC_A="two words"\n');
    expect(loadEnvFiles([cwd, root])).toEqual([path.join(cwd, '.env')]);
    expect(process.env.SEEDLINE_ENV_SPEC_A).toBe('two words');
  });

  it('lets a variable of the real environment win over the file, even when it is empty', () => {
    process.env.SEEDLINE_ENV_SPEC_A = 'from the environment';
    process.env.SEEDLINE_ENV_SPEC_B = '';
    fs.writeFileSync(path.join(cwd, '.env'), 'SEEDLINE_ENV_SPEC_A=from the file\nSEEDLINE_ENV_SPEC_B=from the file\n');
    loadEnvFiles([cwd]);
    expect(process.env.SEEDLINE_ENV_SPEC_A).toBe('from the environment');
    expect(process.env.SEEDLINE_ENV_SPEC_B).toBe('');
  });

  it("reads the working directory's file first, so it wins over the repository root's", () => {
    fs.writeFileSync(path.join(cwd, '.env'), 'SEEDLINE_ENV_SPEC_A=cwd\n');
    fs.writeFileSync(path.join(root, '.env'), 'SEEDLINE_ENV_SPEC_A=root\nSEEDLINE_ENV_SPEC_C=root\n');
    expect(loadEnvFiles([cwd, root])).toEqual([path.join(cwd, '.env'), path.join(root, '.env')]);
    expect(process.env.SEEDLINE_ENV_SPEC_A).toBe('cwd');
    expect(process.env.SEEDLINE_ENV_SPEC_C).toBe('root');
  });

  it('reads a file once when the working directory is the root, and skips a folder named .env', () => {
    fs.writeFileSync(path.join(cwd, '.env'), 'SEEDLINE_ENV_SPEC_A=once\n');
    expect(loadEnvFiles([cwd, cwd])).toEqual([path.join(cwd, '.env')]);
    fs.mkdirSync(path.join(root, '.env'));
    expect(loadEnvFiles([root])).toEqual([]);
  });

  it('knows the repository root from its own location', () => {
    expect(fs.existsSync(path.join(REPO_ROOT, 'worker', 'package.json'))).toBe(true);
  });
});

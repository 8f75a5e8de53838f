import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** The repository root (this file is worker/src/config/env-file.ts, or its build under worker/dist/config). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/**
 * Reads `.env` from the working directory, then from the repository root, into `env` with Node's
 * own dotenv parser (the one behind process.loadEnvFile and --env-file). A variable already in the
 * environment wins over both files, even when empty, and the working directory's file wins over the
 * root's. A missing file is skipped. Returns the files read. The entry points (API, worker, CLIs)
 * call it before they read their configuration.
 */
export function loadEnvFiles(
  dirs: readonly string[] = [process.cwd(), REPO_ROOT],
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const files = [...new Set(dirs.map((dir) => path.resolve(dir, '.env')))];
  return files.filter((file) => {
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return false;
    for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
      if (env[name] === undefined && value !== undefined) env[name] = value;
    }
    return true;
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { API_VARIABLE_NAMES, readApiConfig } from './api-config';
import { REPO_ROOT } from './env-file';
import { readWorkerConfig, WORKER_VARIABLE_NAMES } from './worker-config';

// .env.example is the operator's list of settings: it must name every variable the schemas read,
// and its example values, uncommented, must pass them.

const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
const [settings] = example.split('# --- Tests and benchmarks');
const documented = new Map(
  [...settings.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name, value.trim()]),
);

describe('.env.example', () => {
  it.each([...new Set([...API_VARIABLE_NAMES, ...WORKER_VARIABLE_NAMES])])('documents %s', (name) => {
    expect(documented.has(name)).toBe(true);
  });

  it('holds example values the API and the worker accept', () => {
    const env = Object.fromEntries(documented);
    expect(() => readApiConfig(env, path.resolve('/srv/seedline'))).not.toThrow();
    expect(() => readWorkerConfig(env)).not.toThrow();
  });
});

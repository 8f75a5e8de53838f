import path from 'node:path';
import { Worker } from 'node:worker_threads';

const REGISTER_TS = path.resolve(__dirname, '../../../shared/src/testing/register-ts.js');

/**
 * A worker thread running one of this codebase's modules (`module`: its path without the extension): the
 * compiled .js in a build. A process running the TypeScript sources (jest, the fault runners) gets a
 * thread that compiles the module's source on require with the same swc transform (register-ts).
 */
export function startWorkerThread(module: string): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(`${module}.js`);
  return new Worker(
    `require(${JSON.stringify(REGISTER_TS)}).registerTypeScript(); require(${JSON.stringify(`${module}.ts`)});`,
    { eval: true },
  );
}

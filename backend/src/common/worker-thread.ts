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

/** What a thread answers a call with: the call's id, and its error's message when it failed. */
export type ThreadReply = { id: number; error?: string };

/**
 * Calls to a worker thread, each answered by its id, in any order. Once the thread fails or stops, what
 * waits on it and every later call is refused with that error (`failure` says so).
 */
export class ThreadCalls<Request extends object, Reply extends ThreadReply> {
  private readonly pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private next = 0;
  private failed: Error | null = null;

  /** `name` in the messages: "The {name} thread stopped (exit code 1)", "The {name} failed". */
  constructor(
    readonly worker: Worker,
    private readonly name: string,
  ) {
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error === undefined) waiting.resolve(reply);
      else waiting.reject(new Error(reply.error || `The ${name} failed`));
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The ${name} thread stopped (exit code ${code})`)));
  }

  get failure(): Error | null {
    return this.failed;
  }

  call(request: Request): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      if (this.failed) return reject(this.failed);
      const id = ++this.next;
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private fail(error: Error): void {
    this.failed ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failed);
    this.pending.clear();
  }
}

// One app per spec file: frontend/e2e/support/server.mjs (the real API on the real Postgres, in a schema of
// its own, serving the built frontend) on a free port, started for the worker that runs the file and
// stopped after it. A spec then sees only its own data: screens that list every survey (the dashboard, the
// /surveys list) stay the size the spec made them, whatever ran before, and no spec depends on another.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export type RunningApp = { url: string; stop: () => Promise<void> };

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = path.join(ROOT, 'frontend/e2e/support/server.mjs');
/** The API's log line once it listens (pino JSON on stdout). */
const LISTENING = /"msg":"Seedline is running at /;
/** A port taken between choosing it and the app binding it: choose again, never wait and hope. */
const ATTEMPTS = 3;

/** A port the kernel has just handed out as free. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Resolves once the app listens; rejects with what it wrote to stderr if it exits first. */
const listening = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    let stderr = '';
    let buffered = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const onLine = (chunk: Buffer) => {
      buffered += chunk.toString();
      if (!LISTENING.test(buffered)) {
        buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
        return;
      }
      child.stdout!.off('data', onLine);
      child.stdout!.resume(); // the request log goes on: read and dropped, so the pipe never fills
      child.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) =>
      reject(new Error(`the e2e app exited (${code}) before listening:\n${stderr.slice(-4000)}`));
    child.stdout!.on('data', onLine);
    child.once('exit', onExit);
  });

export async function startApp(): Promise<RunningApp> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = await freePort();
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await listening(child);
    } catch (error) {
      lastError = error;
      if (!/EADDRINUSE/.test(String(error))) throw error;
      continue;
    }
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    return {
      url: `http://127.0.0.1:${port}`,
      stop: async () => {
        child.kill('SIGTERM'); // server.mjs stops the API, drops its schema and data directory, then exits
        await exited(child);
      },
    };
  }
  throw lastError;
}

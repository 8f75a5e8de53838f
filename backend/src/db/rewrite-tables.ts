import type { Db } from './db';

/**
 * On the embedded database, rewrites the tables so their files no longer hold deleted rows (an erased
 * response's text, a deleted data key) right away rather than when autovacuum gets to them, then takes a
 * checkpoint. Cheap at embedded sizes. Calls made while one runs share the next run, so a burst of
 * erasures rewrites once more, not once each. On DATABASE_URL's Postgres it does nothing: autovacuum
 * reclaims the space there (docs/operations.md, "What an erasure leaves behind").
 */
export class TableRewriter {
  private running: Promise<void> = Promise.resolve();
  private next: { tables: Set<string>; done: Promise<void> } | null = null;

  constructor(private readonly db: Db) {}

  rewrite(tables: readonly string[]): Promise<void> {
    if (!this.db.embedded || tables.length === 0) return Promise.resolve();
    if (this.next) {
      for (const table of tables) this.next.tables.add(table);
      return this.next.done;
    }
    const batch = new Set(tables);
    const done = this.running.then(async () => {
      this.next = null;
      const names = [...batch].map((table) => `"${table.replace(/"/g, '""')}"`).join(', ');
      // One statement each: several in one query would make a transaction block, which VACUUM refuses.
      await this.db.exec(`VACUUM FULL ${names}`);
      await this.db.exec('CHECKPOINT');
    });
    this.next = { tables: batch, done };
    this.running = done.catch(() => undefined);
    return done;
  }
}

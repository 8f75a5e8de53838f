import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { createPgDb } from '../db/pg-db';
import { TEST_DATABASE_URL } from './test-app';

export type ScratchSchema = { db: Db; schema: string; drop(): Promise<void> };

/** A new, empty schema on the test Postgres and a pool bound to it; drop() closes the pool and removes the schema. */
export async function openScratchSchema(label: string, max = 2): Promise<ScratchSchema> {
  const schema = `t_${label}_${randomBytes(5).toString('hex')}`;
  const admin = createPgDb({ connectionString: TEST_DATABASE_URL, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createPgDb({ connectionString: TEST_DATABASE_URL, schema, max });
  return {
    db,
    schema,
    async drop() {
      await db.close();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => admin.close());
    },
  };
}

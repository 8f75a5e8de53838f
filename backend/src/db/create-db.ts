import path from 'node:path';
import type { AppConfig } from '../config/config';
import type { Db } from './db';
import { createPgDb } from './pg-db';
import { createPgliteDb } from './pglite-db';

export type DbLogger = { warn(message: string): void };

/** Real Postgres when DATABASE_URL is set, otherwise embedded PGlite under DATA_DIR. */
export async function createDb(config: AppConfig, logger: DbLogger = console): Promise<Db> {
  if (!config.databaseUrl) {
    return createPgliteDb(path.join(config.dataDir, 'pglite'));
  }
  if (config.databaseSchema) {
    const bootstrap = createPgDb({ connectionString: config.databaseUrl, max: 1 });
    try {
      await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS ${config.databaseSchema}`);
    } finally {
      await bootstrap.close();
    }
  }
  return createPgDb({
    connectionString: config.databaseUrl,
    schema: config.databaseSchema,
    max: 10,
    onIdleError: (error) => logger.warn(`Postgres idle client error: ${error.message}`),
  });
}

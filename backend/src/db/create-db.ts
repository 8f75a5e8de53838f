import path from 'node:path';
import type { AppConfig } from '../config/config';
import type { Db } from './db';
import { startEmbeddedPostgres } from './embedded-postgres';
import { createPgDb } from './pg-db';
import { importPgliteDataDir } from './pglite-import';

export type DbLogger = { warn(message: string): void; info?(message: string): void };

/** Warnings to stderr; the embedded server's start-up lines only when a logger with info is given. */
const QUIET: DbLogger = { warn: (message) => console.warn(message) };

/** Where the embedded default keeps its Postgres cluster. */
export const EMBEDDED_POSTGRES_DIR = 'postgres';

/**
 * DATABASE_URL's Postgres when it is set; otherwise the embedded default: a native Postgres in
 * DATA_DIR/postgres, started here and stopped by the Db's close() (an old PGlite DATA_DIR is imported
 * on its first start).
 */
export async function createDb(config: AppConfig, logger: DbLogger = QUIET): Promise<Db> {
  if (!config.databaseUrl) return createEmbeddedDb(config.dataDir, logger);
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

/**
 * Connections to the embedded Postgres: each is a server process that maps the shared buffers it touches,
 * so fewer keep the machine's memory down. Measured with 1,000 respondents 100 at a time
 * (`node bench/tools/embedded-engine.mjs`, 2026-11-26): 10 connections peaked at 360 MB PSS (740 MB of RSS
 * summed over 22 processes) for 298 answers/s (p99 415 ms per answer), 5 at 324 MB (543 MB) for 286 answers/s
 * (p99 422 ms), 4 at 316 MB (503 MB) for 286 answers/s (p99 670 ms).
 */
export const EMBEDDED_POOL_SIZE = 5;

export async function createEmbeddedDb(dataDir: string, logger: DbLogger = QUIET): Promise<Db> {
  const info = (message: string) => logger.info?.(message);
  const server = await startEmbeddedPostgres({ dir: path.join(dataDir, EMBEDDED_POSTGRES_DIR), onInfo: info });
  const db = createPgDb({
    connectionString: server.connectionString,
    max: EMBEDDED_POOL_SIZE,
    onIdleError: (error) => logger.warn(`Postgres idle client error: ${error.message}`),
    embedded: server,
  });
  try {
    await importPgliteDataDir(dataDir, db, info);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

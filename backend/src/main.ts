import 'reflect-metadata';
import type { LogLevel } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app } = await createApp({ config, logger: ['error', 'warn'] as LogLevel[] });
  await app.listen(config.port);
  const storage = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const queue = config.redisUrl ? 'BullMQ on Redis (run `npm run worker`)' : 'in-process AI jobs';
  console.log(`Storage: ${storage}; AI: ${queue}`);
  console.log(`\n  Seedline is running at http://localhost:${config.port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import 'reflect-metadata';
import { createApp } from './app.factory';
import { loadConfigOrExit } from '../config/config';
import { installGracefulShutdown } from '../ops/graceful-shutdown';
import { createLogger, PinoNestLogger } from '../ops/logger';
import { ReadinessService } from '../ops/readiness.service';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger({ level: config.logLevel, pretty: process.stdout.isTTY });
  const built = await createApp({ config, logger: new PinoNestLogger(log), log });
  const { app } = built;
  // Every interface, as Node listens by default (Fastify alone would take only localhost); IPv4 alone where
  // the host has no IPv6.
  await app.listen(config.port, '::').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return app.listen(config.port, '0.0.0.0');
  });
  installGracefulShutdown(
    {
      server: app.getHttpServer(),
      startDraining: () => app.get(ReadinessService).startDraining(),
      close: () => built.close(),
    },
    log,
  );
  const storage = config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}/postgres`;
  const queue = config.redisUrl ? 'BullMQ on Redis (run `npm run worker`)' : 'in-process AI jobs';
  log.info({ port: config.port, storage, ai: queue }, `Seedline is running at http://localhost:${config.port}`);
  if (process.stdout.isTTY) console.log(`\n  Seedline is running at http://localhost:${config.port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

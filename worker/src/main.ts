import pino from 'pino';
import {
  ConfigError,
  loadEnvFiles,
  logTransport,
  readWorkerConfig,
  type WorkerConfig,
  AI_QUEUE,
} from '@seedline/shared';
import { warmUpTextAnalysis } from './analysis';
import { providerFromConfig } from './providers/create-provider';
import { startWorkerOps } from './ops/worker-ops';
import { createAiWorker } from './queue/ai-worker';

/** Active jobs get this long to finish on SIGTERM; after that their locks expire and another worker takes them. */
const SHUTDOWN_GRACE_MS = 60_000;

function readConfigOrExit(): WorkerConfig {
  try {
    loadEnvFiles();
    return readWorkerConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function main(): void {
  const config = readConfigOrExit();
  const logger = pino({
    name: 'seedline-worker',
    level: config.logLevel,
    transport: logTransport(process.stdout.isTTY),
  });
  const provider = providerFromConfig(config.provider);
  // The offline provider and every analysis read text with wink: load its model before taking jobs.
  warmUpTextAnalysis();
  const worker = createAiWorker({
    connection: config.redisUrl,
    concurrency: config.concurrency,
    prefix: config.prefix,
    provider,
    logger,
  });
  worker.on('ready', () => logger.info('ai worker connected'));
  const ops = startWorkerOps({ worker, redisUrl: config.redisUrl, prefix: config.prefix, logger, config: config.ops });
  worker.on('closed', () => void ops.close());
  logger.info(
    {
      queue: AI_QUEUE,
      prefix: config.prefix,
      concurrency: config.concurrency,
      provider: provider.name,
      redis: redactUrl(config.redisUrl),
    },
    provider.name === 'offline'
      ? 'ai worker started with the offline provider (rule-based, no model; set OPENAI_API_KEY to use a model)'
      : 'ai worker started',
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'ai worker stopping: finishing active jobs, taking no new ones');
    setTimeout(() => {
      logger.warn('ai worker stop timed out; unfinished jobs return to the queue when their locks expire');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    worker
      .close()
      .then(() => {
        logger.info('ai worker stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'ai worker stop failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main();

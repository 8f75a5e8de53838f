import { Logger, type LogLevel, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { authenticateApiKeys } from '../api-keys/api-key-authentication.middleware';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { AppModule } from './app.module';
import { setupSessions } from '../auth/session.setup';
import type { AppConfig } from '../config/config';
import type { Clock, IdSource } from '../core/tokens';
import { createDb } from '../db/create-db';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { AllExceptionsFilter } from '../http/all-exceptions.filter';
import { instanceOf, sendProblem, toProblem } from '../http/problem';
import { setupApiReference } from './openapi';
import { serveFrontend } from '../http/static-frontend';
import { embedFrameHeaders } from '../surveys/embed-frame-headers';
import { createValidationPipe } from '../http/validation.pipe';
import type { Logger as JsonLogger } from '../ops/logger';
import { refuseUnstorableInput } from '../ops/input-hygiene.middleware';
import { observeRequests } from '../ops/observe-requests.middleware';
import { createOps, withOps, type Ops } from '../ops/ops.module';

export const JSON_BODY_LIMIT = '64kb';

export type CreateAppOptions = {
  config: AppConfig;
  /** An already open database (tests share one); otherwise one is created from config. */
  db?: Db;
  logger?: LoggerService | LogLevel[] | false;
  /** Structured (pino) log of requests and dependencies; silent when unset (tests). */
  log?: JsonLogger;
  /** The time and the new ids services stamp (the system's when unset; specs give fixed ones). */
  clock?: Clock;
  ids?: IdSource;
};

export type App = { app: NestExpressApplication; db: Db; ops: Ops; close(): Promise<void> };

function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/** Builds the whole API (migrated database, middleware, modules) without listening. */
export async function createApp(options: CreateAppOptions): Promise<App> {
  const { config } = options;
  const db = options.db ?? (await createDb(config));
  await migrate(db);

  const ops = createOps({ logger: options.log });
  const app = await NestFactory.create<NestExpressApplication>(
    withOps(AppModule.register({ config, db, clock: options.clock, ids: options.ids }), ops),
    {
      bodyParser: false,
      logger: options.logger === undefined ? ['error', 'warn'] : options.logger,
    },
  );
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.disable('x-powered-by');
  // Whose X-Forwarded-For/-Proto to believe (TRUST_PROXY): decides req.ip (rate limits) and req.secure (Secure cookies).
  server.set('trust proxy', config.trustProxy);
  // First: every request gets its id, its log line and its metrics, whatever answers it.
  app.use(observeRequests(ops));
  app.use(securityHeaders());
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  // Errors from the body parser never reach Nest's filters: answer them here, as a problem.
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    sendProblem(res, toProblem(error, instanceOf(req)));
  });
  // NUL, broken Unicode or absurd nesting: 400 here, not a 500 from the database or a validator.
  app.use(refuseUnstorableInput());
  setupSessions(app, { config, db });
  // `Authorization: Bearer seedline_...`: the request's caller is that API key (401 if unknown or revoked).
  const apiKeys = app.get(ApiKeysService);
  app.use(authenticateApiKeys((secret) => apiKeys.authenticate(secret)));
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());
  // No enableShutdownHooks(): main.ts drains in-flight requests on SIGTERM before closing (ops/graceful-shutdown).
  // GET /api/openapi.json and the browsable reference at /api/docs, built from the controllers on first use.
  setupApiReference(app);

  // /embed/{slug}: framing allowed to the survey's allow-list only (issue 34).
  server.use(embedFrameHeaders(db));
  // The SPA fallback skips /api/*, so unknown API paths still reach Nest's JSON 404.
  if (!serveFrontend(server, config.frontendDist)) {
    new Logger('Static').warn(`No built frontend at ${config.frontendDist}; serving the API only`);
  }
  await app.init();

  return {
    app,
    db,
    ops,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

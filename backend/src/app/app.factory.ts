import { Logger, type LogLevel, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from '../http/security-headers';
import { applyRouteBodyLimits } from '../http/body-limit';
import { authenticateApiKeys } from '../api-keys/api-key-authentication.middleware';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { AppModule } from './app.module';
import { setupSessions } from '../auth/session.setup';
import { csrfOriginCheck } from '../auth/csrf.middleware';
import type { AppConfig } from '../config/config';
import { CLOCK, type Clock, type IdSource } from '../core/tokens';
import { createDb } from '../db/create-db';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { AllExceptionsFilter } from '../http/all-exceptions.filter';
import { setupApiReference } from './openapi';
import { serveFrontend } from '../http/static-frontend';
import { embedFrameHeaders } from '../surveys/sharing/embed-frame-headers';
import { createValidationPipe } from '../http/validation.pipe';
import type { Logger as JsonLogger } from '../ops/logger';
import { refuseUnstorableInput } from '../ops/input-hygiene.middleware';
import { observeRequests } from '../ops/observe-requests.middleware';
import { REQUEST_ID_HEADER, requestIdFrom } from '../ops/request-context';
import { instanceOf, sendProblem, toProblem } from '../http/problem';
import { createOps, withOps, type Ops } from '../ops/ops.module';

export const JSON_BODY_LIMIT = '64kb';
const JSON_BODY_LIMIT_BYTES = 64 * 1024;

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

export type App = {
  app: NestFastifyApplication;
  db: Db;
  ops: Ops;
  /** Every route the server has, as `METHOD /path/:param` (for checks that walk them all). */
  routes: readonly string[];
  close(): Promise<void>;
};

/** A body that is not JSON: answered as a problem (400) by the exception filter. */
const malformedJson = () =>
  Object.assign(new Error('Malformed JSON in request body'), { type: 'entity.parse.failed', statusCode: 400 });

/**
 * The request bodies the API reads: JSON objects and arrays up to JSON_BODY_LIMIT (an empty body is
 * `{}`), and multipart for the logo upload (read by its route). Any other type is left unread.
 */
function bodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT_BYTES },
    (_req, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, {});
      // Strict, as the API has always been: only an object or an array.
      const first = text.trimStart()[0];
      if (first !== '{' && first !== '[') return done(malformedJson(), undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(malformedJson(), undefined);
      }
    },
  );
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

/** Builds the whole API (migrated database, hooks, modules) without listening. */
export async function createApp(options: CreateAppOptions): Promise<App> {
  const { config } = options;
  const db = options.db ?? (await createDb(config));
  await migrate(db);

  const ops = createOps({ logger: options.log });
  // Whose X-Forwarded-For/-Proto to believe (TRUST_PROXY): decides req.ip (rate limits) and req.protocol (Secure cookies).
  const adapter = new FastifyAdapter({
    // No Nest middleware here (hooks do that work): no middie running through an empty list on every request.
    skipMiddie: true,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Ids and slugs as long as a URL may carry reach the routes (which answer 400 or 404), not a 414.
    routerOptions: { maxParamLength: 16 * 1024 },
    // A URL Fastify cannot even route (bad percent-encoding): a problem with its request id, like any other.
    frameworkErrors: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      reply.raw.setHeader('X-Request-Id', requestIdFrom(req.headers[REQUEST_ID_HEADER]));
      sendProblem(reply, toProblem(error, instanceOf(req)));
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    withOps(AppModule.register({ config, db, clock: options.clock, ids: options.ids }), ops),
    adapter,
    {
      bodyParser: false,
      logger: options.logger === undefined ? ['error', 'warn'] : options.logger,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  const routes: string[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  // The few routes that take a bigger JSON body than JSON_BODY_LIMIT (@BodyLimit: a roster CSV).
  applyRouteBodyLimits(fastify);
  // First: every request gets its id, its log line and its metrics, whatever answers it.
  observeRequests(fastify, ops);
  const headers = securityHeaders();
  fastify.addHook('onRequest', (req, reply, done) => {
    headers(req.raw, reply.raw);
    done();
  });
  // JSON of br or gzip when the client takes it; never the event stream or the CSV (written raw), nor
  // the frontend's files (served from their precompressed copies).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  bodyParsers(fastify);
  await app.register(multipart);
  // After the body parser; errors it raises reach the exception filter as problems.
  // NUL, broken Unicode or absurd nesting: 400 here, not a 500 from the database or a validator.
  fastify.addHook('preValidation', refuseUnstorableInput());
  // Cross-origin writes: 403 before any session is read.
  fastify.addHook('preValidation', csrfOriginCheck());
  await setupSessions(fastify, { config, db });
  // `Authorization: Bearer seedline_...`: the request's caller is that API key (401 if unknown or revoked).
  const apiKeys = app.get(ApiKeysService);
  fastify.addHook(
    'preValidation',
    authenticateApiKeys((secret) => apiKeys.authenticate(secret)),
  );
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());
  // No enableShutdownHooks(): main.ts drains in-flight requests on SIGTERM before closing (ops/graceful-shutdown).
  // GET /api/openapi.json and the browsable reference at /api/docs, built from the controllers on first use.
  setupApiReference(app);

  // /embed/{slug}: framing allowed to the survey's allow-list only (issue 34).
  fastify.addHook('preHandler', embedFrameHeaders(db, app.get<Clock>(CLOCK)));
  // The SPA fallback skips /api/*, so unknown API paths still reach Nest's JSON 404.
  if (!serveFrontend(fastify, config.frontendDist)) {
    new Logger('Static').warn(`No built frontend at ${config.frontendDist}; serving the API only`);
  }
  await app.init();
  await fastify.ready();

  return {
    app,
    db,
    ops,
    routes,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

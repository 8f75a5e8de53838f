// Spike (issue 18): the API's modules and controllers served by NestJS's Fastify adapter instead of
// Express, far enough to run the two throughput scenarios (survey document, answer ingest); started
// by bench/scenarios/fastify-spike.mjs beside the Express API, on the same schema. Not shipped:
// it needs `npm install --no-save @nestjs/platform-fastify@11` (the Express API's Nest is 11).
//
// Same as backend/src/app.factory.ts: the modules, the request log and metrics middleware, helmet's
// headers, the JSON body limit, the exception filter and validation pipe. Left out, as neither route
// uses them: sessions and passport (a respondent has no cookie: Express skips them too), the input
// hygiene middleware (it reads the body Express has parsed before it; Fastify parses later), the API
// reference and the static frontend.
import 'reflect-metadata';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../backend/dist');
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');
const helmet = require('helmet');
const { AppModule } = require(path.join(dist, 'app.module.js'));
const { loadConfigOrExit } = require(path.join(dist, 'config/config.js'));
const { createDb } = require(path.join(dist, 'db/create-db.js'));
const { AllExceptionsFilter } = require(path.join(dist, 'http/all-exceptions.filter.js'));
const { createValidationPipe } = require(path.join(dist, 'http/validation.pipe.js'));
const { createLogger } = require(path.join(dist, 'ops/logger.js'));
const { observeRequests } = require(path.join(dist, 'ops/observe-requests.middleware.js'));
const { createOps, withOps } = require(path.join(dist, 'ops/ops.module.js'));

const config = loadConfigOrExit();
const db = await createDb(config);
const ops = createOps({ logger: createLogger({ level: config.logLevel, pretty: false }) });
const adapter = new FastifyAdapter({ trustProxy: config.trustProxy, bodyLimit: 64 * 1024 });
const app = await NestFactory.create(withOps(AppModule.register({ config, db }), ops), adapter, {
  logger: ['error', 'warn'],
});
// Middleware under Fastify sees Node's bare request: give it the path Express would.
app.use((/** @type {any} */ req, /** @type {any} */ _res, /** @type {() => void} */ next) => {
  req.path ??= (req.url ?? '/').split('?')[0];
  next();
});
app.use(observeRequests(ops));
app.use(helmet.default({ crossOriginEmbedderPolicy: false }));
app.useGlobalFilters(new AllExceptionsFilter());
app.useGlobalPipes(createValidationPipe());
await app.listen(config.port, '127.0.0.1');
console.log(`fastify spike listening on ${config.port}`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () =>
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0)),
  );

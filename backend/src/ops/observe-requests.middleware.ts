import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '../http/api-key-header';
import { pathOf } from '../http/request-path';
import type { Logger } from './logger';
import type { AppMetrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdFrom, runsIn, runWithRequestContext } from './request-context';
import { routeLabel } from './route-label';

// Probes run every few seconds: their lines would drown the rest at info level.
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

// A response id is its respondent's only credential: no id of any kind is written to the log.
// A segment is a UUID or a token of 17+ characters with a digit before its last 15; the digit is
// checked apart from the match, so the pattern stays linear (one possessive-like run per segment).
const SEGMENT = /\/([0-9a-z_-]{17,})(?=\/|$)/gi;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// An API key pasted into a path is hidden whatever its characters (a key need not hold a digit early on).
const isIdLike = (segment: string): boolean =>
  UUID.test(segment) || segment.startsWith(API_KEY_PREFIX) || /\d/.test(segment.slice(0, -15));

/**
 * The path a log line carries: the route template when a route answered (`/api/responses/:id`),
 * else the raw path with every id-like segment (a UUID, a long token with digits) as `:id`.
 */
export function loggedPath(req: { path: string; baseUrl?: string; route?: { path?: unknown } }): string {
  const template = req.route?.path;
  if (typeof template === 'string') return `${req.baseUrl ?? ''}${template}` || '/';
  return req.path.slice(0, 512).replace(SEGMENT, (whole, segment: string) => (isIdLike(segment) ? '/:id' : whole));
}

/** The catch-all route that serves the frontend (static-frontend.ts) is no route of the API. */
const CATCH_ALL = '/*';

/** The request as the labels read it: its path and, when a route of the API took it, the route's template. */
function routed(req: FastifyRequest): { path: string; route?: { path: string } } {
  const template = req.routeOptions?.url;
  const path = pathOf(req.url);
  return typeof template === 'string' && template !== CATCH_ALL ? { path, route: { path: template } } : { path };
}

/**
 * First hooks of the app: give the request its id (X-Request-Id in and out), run the rest of the
 * chain inside that request's context (entered again just before the handler, as the body parser
 * resumes the chain from socket callbacks), and when the answer is sent (or the client gives up: 499)
 * count it in the metrics by route template and write one JSON log line.
 */
export function observeRequests(fastify: FastifyInstance, deps: { metrics: AppMetrics; logger: Logger }): void {
  const contexts = new WeakMap<FastifyRequest, { requestId: string }>();
  fastify.addHook('onRequest', (req, reply, done) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const res = reply.raw;
    // On the raw response, so streamed answers (SSE, CSV) that write it themselves carry it too.
    res.setHeader('X-Request-Id', requestId);
    const context = { requestId };
    contexts.set(req, context);

    const record = () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : 499;
      const labelled = routed(req);
      const route = routeLabel(labelled);
      deps.metrics.observeHttp({ method: req.method, route, status, seconds });
      const line = {
        requestId,
        method: req.method,
        route,
        path: loggedPath(labelled),
        status,
        durationMs: Math.round(seconds * 1000 * 10) / 10,
        bytes: Number(res.getHeader('content-length') ?? reply.getHeader('content-length') ?? 0) || undefined,
      };
      if (status >= 500) deps.logger.error(line, 'request failed');
      else if (PROBES.has(labelled.path)) deps.logger.debug(line, 'probe');
      else deps.logger.info(line, 'request');
    };
    // A response always closes, after its 'finish' when it was sent whole: one listener sees both.
    res.on('close', record);
    runWithRequestContext(context, done);
  });
  fastify.addHook('preHandler', (req, _reply, done) => {
    const context = contexts.get(req);
    // Still inside it unless a body was read (a request without one never left the chain).
    if (context && !runsIn(context)) runWithRequestContext(context, done);
    else done();
  });
}

import type { NextFunction, Request, Response } from 'express';
import { API_KEY_PREFIX } from '../http/api-key-header';
import type { Logger } from './logger';
import type { AppMetrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestContext } from './request-context';
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
export function loggedPath(req: Pick<Request, 'path'> & { baseUrl?: string; route?: { path?: unknown } }): string {
  const template = req.route?.path;
  if (typeof template === 'string') return `${req.baseUrl ?? ''}${template}` || '/';
  return req.path.slice(0, 512).replace(SEGMENT, (whole, segment: string) => (isIdLike(segment) ? '/:id' : whole));
}

/**
 * First middleware of the app: gives the request its id (X-Request-Id in and out), runs the rest
 * of the chain inside that request's context, and when the answer is sent (or the client gives
 * up: 499) counts it in the metrics by route template and writes one JSON log line.
 */
export function observeRequests(deps: { metrics: AppMetrics; logger: Logger }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader('X-Request-Id', requestId);

    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : 499;
      const route = routeLabel(req);
      deps.metrics.observeHttp({ method: req.method, route, status, seconds });
      const line = {
        requestId,
        method: req.method,
        route,
        path: loggedPath(req),
        status,
        durationMs: Math.round(seconds * 1000 * 10) / 10,
        bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
      };
      if (status >= 500) deps.logger.error(line, 'request failed');
      else if (PROBES.has(req.path)) deps.logger.debug(line, 'probe');
      else deps.logger.info(line, 'request');
    };
    res.once('finish', record);
    res.once('close', record);
    runWithRequestContext({ requestId }, next);
  };
}

import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './logger';
import type { AppMetrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestContext } from './request-context';
import { routeLabel } from './route-label';

/** The request id an observed request carries (also in the X-Request-Id answer header). */
export function requestIdOf(req: Request): string | undefined {
  return (req as Request & { requestId?: string }).requestId;
}

// Probes run every few seconds: their lines would drown the rest at info level.
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * First middleware of the app: gives the request its id (X-Request-Id in and out), runs the rest
 * of the chain inside that request's context, and when the answer is sent (or the client gives
 * up: 499) counts it in the metrics by route template and writes one JSON log line.
 */
export function observeRequests(deps: { metrics: AppMetrics; logger: Logger }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    (req as Request & { requestId?: string }).requestId = requestId;
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
        path: req.path,
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

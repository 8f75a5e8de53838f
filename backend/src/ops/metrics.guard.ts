import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { constantTimeEqual } from '../common/constant-time';
import { adminOf } from '../http/request-identity';
import { UnauthorizedError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { CONFIG } from '../core/tokens';

/** Whether an Authorization header carries the metrics token (Bearer scheme). */
export function hasMetricsToken(authorization: string | undefined, token: string | null): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match !== null && constantTimeEqual(match[1], token);
}

/** /metrics: an admin session, or `Authorization: Bearer $METRICS_TOKEN` for a Prometheus scraper. */
@Injectable()
export class MetricsGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (adminOf(req) || hasMetricsToken(req.headers.authorization, this.config.metricsToken)) return true;
    throw new UnauthorizedError('Authentication required');
  }
}

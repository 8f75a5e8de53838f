import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { CONFIG } from '../core/tokens';
import { clientKey } from './client-ip';
import { exhaustedHeaders, rateLimitHeaders } from './rate-limit-headers';
import { publicWriteCounters, responseIdOf, surveyKeyOf, type PublicWrite } from './public-limits';
import { RateLimitService, TooManyRequestsError } from './rate-limit.service';

const PUBLIC_WRITE = Symbol('public-write');

/**
 * Counts a public write (start, answer or completion, AI follow-up) against its counters in
 * Postgres before the route runs: per address and per survey or response (from the path's
 * `idOrSlug` or `id`, or the body's `responseId`). Every answer carries the RateLimit headers;
 * past a limit, 429 with Retry-After.
 */
@Injectable()
export class PublicLimitsGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimitService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<PublicWrite | undefined>(PUBLIC_WRITE, context.getHandler());
    if (!kind) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest<{ Params: Record<string, string | undefined> }>>();
    const res = http.getResponse<FastifyReply>();
    const body: unknown = req.body;
    const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>).responseId : undefined;
    const counters = publicWriteCounters(
      kind,
      {
        address: clientKey(req),
        survey: kind === 'start' ? surveyKeyOf(req.params.idOrSlug) : null,
        response: responseIdOf(req.params.id ?? fromBody),
      },
      this.config.limits,
    );
    try {
      const results = await this.limiter.hitAll(counters);
      const headers = rateLimitHeaders(results.map((r, i) => ({ ...r, windowMs: counters[i].windowMs })));
      if (headers) setHeaders(res, headers);
    } catch (error) {
      if (error instanceof TooManyRequestsError && !res.sent) {
        setHeaders(res, {
          'Retry-After': String(error.retryAfterSeconds),
          ...exhaustedHeaders(error.limit, error.retryAfterSeconds),
        });
      }
      throw error;
    }
    return true;
  }
}

/** Header by header, on the reply the route answers with. */
function setHeaders(res: Pick<FastifyReply, 'header'>, headers: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.header(name, value);
}

/** `@PublicWriteLimits('start' | 'write' | 'follow-up')`: the route's public write limits (config `limits`). */
export const PublicWriteLimits = (kind: PublicWrite) =>
  applyDecorators(SetMetadata(PUBLIC_WRITE, kind), UseGuards(PublicLimitsGuard));

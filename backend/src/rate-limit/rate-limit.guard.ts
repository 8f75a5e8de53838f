import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from './client-ip';
import { exhaustedHeaders } from './rate-limit-headers';
import { RateLimitService, TooManyRequestsError } from './rate-limit.service';

export type RateLimitRule = {
  /** Names the counter, e.g. 'ai-chat-followup'; counted per client IP. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429 message; a generic one by default. */
  message?: string;
};

const RATE_LIMIT_RULE = Symbol('rate-limit-rule');

/** Counts every request to the route per client IP before it runs; 429 with Retry-After past the limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<RateLimitRule | undefined>(RATE_LIMIT_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const http = context.switchToHttp();
    await withRetryAfter(http.getResponse<FastifyReply>(), () =>
      this.limiter.hit(
        `${rule.name}:ip:${clientKey(http.getRequest<FastifyRequest>())}`,
        rule.limit,
        rule.windowMs,
        rule.message,
      ),
    );
    return true;
  }
}

/**
 * `@RateLimit({name, limit, windowMs})` on a route or controller: a per-IP limit shared by all replicas.
 * Guards named after the rule run first, in that order: `@RateLimit(rule, AdminGuard)` counts only
 * calls that passed the admin check, so anonymous calls (401) never spend the admin's allowance.
 */
export const RateLimit = (rule: RateLimitRule, ...before: Type<CanActivate>[]) =>
  applyDecorators(SetMetadata(RATE_LIMIT_RULE, rule), UseGuards(...before, RateLimitGuard));

/** Runs fn; when it is rate limited, tells the client when to come back before rethrowing. */
export async function withRetryAfter<T>(res: Pick<FastifyReply, 'header' | 'sent'>, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof TooManyRequestsError && !res.sent) {
      res.header('Retry-After', String(error.retryAfterSeconds));
      for (const [name, value] of Object.entries(exhaustedHeaders(error.limit, error.retryAfterSeconds))) {
        res.header(name, value);
      }
    }
    throw error;
  }
}

import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../common/errors';
import { apiKeyOf, refuseKey } from './api-key-caller';
import { API_KEY_SCOPE } from './allow-api-key.decorator';
import type { ApiKeyScope } from './api-key-scopes';
import { adminOf } from '../http/request-identity';

/**
 * Admin-only routes: a logged-in admin session, else 401 JSON. A request with an API key passes only
 * where the route names a scope the key holds (@AllowApiKey); elsewhere it gets 403 naming what it lacks.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const key = apiKeyOf(req);
    if (key) {
      const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(API_KEY_SCOPE, [
        context.getHandler(),
        context.getClass(),
      ]);
      return (scope !== undefined && key.scopes.includes(scope)) || refuseKey(scope ?? null);
    }
    if (!adminOf(req)) throw new UnauthorizedError('Authentication required');
    return true;
  }
}

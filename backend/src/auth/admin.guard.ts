import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../common/errors';
import { defaultRoleFor, roleAllows, type Role } from '../http/roles';
import { apiKeyOf, refuseKey } from './api-key-caller';
import { API_KEY_SCOPE } from './allow-api-key.decorator';
import type { ApiKeyScope } from './api-key-scopes';
import { adminOf } from '../http/request-identity';
import { REQUIRED_ROLE } from './requires-role.decorator';

/** 403 naming the role the route needs and the one the caller has. */
export function refuseRole(required: Role, role: Role): never {
  throw new ForbiddenError(`This needs the ${required} role; you are signed in as a ${role}`);
}

/**
 * Team routes: a session of an active member whose role reaches the route's (@RequiresRole, else
 * viewer to read and consultant to change), else 401 or 403 naming the role. A request with an API key
 * passes only where the route names a scope the key holds (@AllowApiKey); elsewhere it gets 403 naming
 * what it lacks. A key's scopes are already cut to its maker's role (api-keys/).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const key = apiKeyOf(req);
    if (key) {
      const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(API_KEY_SCOPE, targets);
      return (scope !== undefined && key.scopes.includes(scope)) || refuseKey(scope ?? null);
    }
    const user = adminOf(req);
    if (!user) throw new UnauthorizedError('Authentication required');
    const required =
      this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, targets) ?? defaultRoleFor(req.method);
    return roleAllows(user.role, required) || refuseRole(required, user.role);
  }
}

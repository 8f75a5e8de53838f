import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../common/errors';
import type { ApiKeyCaller, ApiKeyScope } from './api-key-scopes';
import { adminOf } from '../http/request-identity';

// The API key a request was authenticated with, kept beside the request rather than on it: nothing a
// client sends (a header, a body field) can set it, only the API-key middleware.
const callers = new WeakMap<object, ApiKeyCaller>();

export function setApiKeyCaller(req: FastifyRequest, caller: ApiKeyCaller): void {
  callers.set(req, caller);
}

/** The API key behind this request, when it came with `Authorization: Bearer seedline_...`. */
export function apiKeyOf(req: FastifyRequest): ApiKeyCaller | null {
  return callers.get(req) ?? null;
}

/** 403 naming what the key lacks: the scope, or (no scope given) that only an admin session may. */
export function refuseKey(scope: ApiKeyScope | null): never {
  throw new ForbiddenError(
    scope
      ? `This API key lacks the scope ${scope}`
      : 'API keys cannot call this endpoint: it needs an admin session (no API key scope grants it)',
  );
}

/**
 * Whether the caller may do what `scope` names on a route that anyone may call: an admin session may,
 * an API key with the scope may, an API key without it is refused (403), anyone else is answered as the
 * public is (false).
 */
export function adminOrScope(req: FastifyRequest, scope: ApiKeyScope): boolean {
  const key = apiKeyOf(req);
  if (key) return key.scopes.includes(scope) || refuseKey(scope);
  return adminOf(req) !== null;
}

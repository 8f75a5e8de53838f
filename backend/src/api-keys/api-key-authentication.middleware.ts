import type { FastifyReply, FastifyRequest } from 'fastify';
import { presentedApiKey, queryCarriesApiKey } from '../http/api-key-header';
import { setApiKeyCaller, type ApiKeyCaller } from '../auth';
import { UnauthorizedError, ValidationError } from '../common/errors';
import { hookWhen } from '../http/hook-when';
import { instanceOf, sendProblem, toProblem } from '../http/problem';

export const KEY_IN_URL_MESSAGE =
  'API keys go in the Authorization header (Bearer), never in the URL, where logs and histories keep them. Revoke this key and make a new one.';
export const INVALID_KEY_MESSAGE = 'This API key is unknown or has been revoked';

type Authenticate = (secret: string) => Promise<ApiKeyCaller | null>;

/**
 * Before the routes: a key in the query string is refused (400); a request presenting
 * `Authorization: Bearer seedline_...` is the key's caller from here on (apiKeyOf), or 401 when no
 * active key has that hash. Such a request never loads a cookie session (auth/session.setup.ts).
 */
export function authenticateApiKeys(authenticate: Authenticate) {
  return hookWhen(mayCarryApiKey, async (req: FastifyRequest, reply: FastifyReply) => {
    const queryAt = req.url.indexOf('?');
    if (queryAt >= 0 && queryCarriesApiKey(req.url.slice(queryAt + 1))) {
      return sendProblem(reply, toProblem(new ValidationError(KEY_IN_URL_MESSAGE), instanceOf(req)));
    }
    const secret = presentedApiKey(req.headers);
    if (secret === null) return;
    let caller: ApiKeyCaller | null;
    try {
      caller = await authenticate(secret);
    } catch (error) {
      return sendProblem(reply, toProblem(error, instanceOf(req)));
    }
    if (!caller) {
      reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return sendProblem(reply, toProblem(new UnauthorizedError(INVALID_KEY_MESSAGE), instanceOf(req)));
    }
    setApiKeyCaller(req, caller);
  });
}

/** A query string (where a key must not be) or an API key in the Authorization header. */
const mayCarryApiKey = (req: FastifyRequest): boolean => req.url.includes('?') || presentedApiKey(req.headers) !== null;

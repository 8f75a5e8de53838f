import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../common/errors';
import { instanceOf, sendProblem, toProblem } from '../http/problem';
import { presentedApiKey } from '../http/api-key-header';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

type RequestLike = {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The scheme the server was reached by ('http' or 'https'; behind a proxy, as TRUST_PROXY lets it say). */
  protocol: string;
};

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** host[:port] as a URL of that scheme would print it, so `example.com:443` equals `https://example.com`. */
function normalHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from a page of another origin: scheme, host and port are
 * compared (an https page is another origin than an http server of the same host). Browsers name the
 * page's origin in Origin (or at least Referer) on such requests; a request with neither
 * comes from a non-browser client, which cookies cannot be ridden through, and is allowed.
 */
export function isCrossOriginWrite(req: RequestLike): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  const source = header(req, 'origin') ?? header(req, 'referer');
  if (source === undefined) return false;
  let url: URL;
  try {
    url = new URL(source); // "null" (sandboxed or privacy-stripped origins) fails here: refused
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (url.protocol !== `${req.protocol}:`) return true;
  const host = header(req, 'host');
  if (!host) return true;
  return normalHost(url.protocol, host) !== url.host.toLowerCase();
}

/**
 * Refuses cross-origin POST/PUT/PATCH/DELETE with 403 JSON, before any session is read. A request that
 * presents an API key passes: a page of another origin cannot make a browser send one, and such a
 * request is authenticated by its key alone, never by a cookie session (session.setup.ts).
 */
export function csrfOriginCheck() {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (presentedApiKey(req.headers) !== null || !isCrossOriginWrite(req)) return;
    return sendProblem(reply, toProblem(new ForbiddenError(CROSS_ORIGIN_MESSAGE), instanceOf(req)));
  };
}

import { isIP } from 'node:net';
import { isLoopbackAddress, refusedAddress } from './address-policy';

export const MAX_URL_LENGTH = 2000;

/** The host's name without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const isLoopbackHost = (host: string) => host === 'localhost' || (isIP(host) !== 0 && isLoopbackAddress(host));

/**
 * Why an endpoint URL is not accepted, or null: https to a public host; http only to loopback, and
 * loopback only when the operator allows it (WEBHOOKS_ALLOW_LOOPBACK). Names are resolved again at
 * every connect (address-policy).
 */
export function endpointUrlProblem(raw: string, allowLoopback: boolean): string | null {
  if (raw.length > MAX_URL_LENGTH) return `must be at most ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = hostOf(url);
  const loopback = isLoopbackHost(host);
  if (loopback && !allowLoopback)
    return 'must not point to this machine (loopback is allowed only with WEBHOOKS_ALLOW_LOOPBACK=true)';
  if (url.protocol === 'http:' && !loopback) return 'must use https (http only to loopback)';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https';
  if (isIP(host) !== 0) {
    const refused = refusedAddress(host, allowLoopback);
    if (refused) return `must not point to ${refused.replace(/^\S+ is /, '')}`;
  }
  return null;
}

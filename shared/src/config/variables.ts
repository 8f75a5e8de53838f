import { isIP } from 'node:net';
import { z } from 'zod';
import { ConfigError } from './config-error';

// Each environment variable as a zod schema from its raw text (undefined when unset) to its value.
// Blank counts as unset and values are trimmed, so `FOO=` in a .env file means "use the default".

export type Env = Record<string, string | undefined>;

type Text = z.ZodType<unknown, string>;

/** Unset or blank: undefined; otherwise the trimmed text, checked by `schema`. */
export function optional<T extends Text>(schema: T) {
  return z
    .string()
    .optional()
    .transform((raw) => raw?.trim() || undefined)
    .pipe(schema.optional());
}

/** As optional(), with a value when unset. */
export function withDefault<T extends Text>(schema: T, fallback: z.output<T>) {
  return optional(schema).transform((value) => value ?? fallback);
}

/** As optional(), but unset stops start-up with `problem`. */
export function required<T extends Text>(schema: T, problem: string) {
  return z
    .string({ error: problem })
    .transform((raw, ctx) => {
      const value = raw.trim();
      if (value === '') ctx.addIssue({ code: 'custom', message: problem });
      return value;
    })
    .pipe(schema);
}

/** Any non-blank text. */
export const text = z.string();

export function wholeNumber(min: number, max: number) {
  return z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
      error: (issue) => `must be a whole number from ${min} to ${max} (got "${String(issue.input)}")`,
    })
    .transform(Number);
}

/** A URL with one of the protocols. The value is not echoed: URLs may carry a password. */
export function url(protocols: readonly string[]) {
  const problem = `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  return z.string().refine((raw) => {
    try {
      return protocols.includes(new URL(raw).protocol);
    } catch {
      return false;
    }
  }, problem);
}

/** Loopback or a private network: where plain http does not cross the internet. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) {
    const [a, b] = host.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIP(host) === 6) {
    if (host === '::1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isLocalHost(mapped[1]);
    const first = parseInt(host.split(':')[0] || '0', 16);
    return (first & 0xfe00) === 0xfc00;
  }
  return false;
}

/**
 * An https URL, or http to loopback or a private address only: a key sent in clear to a host
 * across the internet is a leaked key.
 */
export function secureUrl() {
  return url(['http:', 'https:']).refine((raw) => {
    if (!URL.canParse(raw)) return true; // url() has said what is wrong
    const parsed = new URL(raw);
    return parsed.protocol !== 'http:' || isLocalHost(parsed.hostname);
  }, 'must use https:// (http:// only for localhost, 127/8, ::1, 10/8, 172.16/12, 192.168/16 or fc00::/7)');
}

export function flag() {
  return z
    .string()
    .refine((raw) => /^(1|true|yes|on|0|false|no|off)$/i.test(raw), 'must be true or false')
    .transform((raw) => /^(1|true|yes|on)$/i.test(raw));
}

export function atLeast(length: number, options: { noSpaces?: boolean } = {}) {
  const problem = `must be at least ${length} characters${options.noSpaces ? ' without spaces' : ''}`;
  return z.string().refine((raw) => raw.length >= length && !(options.noSpaces && /\s/.test(raw)), problem);
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((raw) => raw.toLowerCase())
    .refine((raw) => values.includes(raw), `must be one of ${values.join(', ')}`)
    .transform((raw) => raw as T[number]);
}

export function matching(pattern: RegExp, problem: string) {
  return z.string().regex(pattern, problem);
}

/**
 * What Fastify's `trustProxy` (as Express's `trust proxy` did) accepts, from TRUST_PROXY: `true`/`false`, a hop count
 * (`1`: trust the one proxy in front), or a comma-separated list of addresses, CIDR ranges and the
 * names loopback, linklocal and uniquelocal (`loopback, 10.0.0.0/8`).
 */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (rest.length > 0 || family === 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export function trustProxy() {
  return z
    .string()
    .refine(
      (raw) =>
        /^(true|false|\d{1,3})$/i.test(raw) ||
        raw
          .split(',')
          .map((entry) => entry.trim())
          .every(isProxyAddress),
      'must be true, false, a number of proxy hops (e.g. 1), or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (e.g. "loopback, 10.0.0.0/8")',
    )
    .transform((raw): TrustProxy => {
      if (/^true$/i.test(raw)) return true;
      if (/^false$/i.test(raw)) return false;
      if (/^\d+$/.test(raw)) return Number(raw);
      return raw.split(',').map((entry) => entry.trim());
    });
}

/** Parses the environment with an object of variables; the first problem stops with a ConfigError naming its variable. */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ConfigError(String(issue.path[0] ?? 'configuration'), issue.message);
}

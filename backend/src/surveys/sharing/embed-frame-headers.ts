import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/tokens';
import type { Queryable } from '../../db/db';
import { hookWhen } from '../../http/hook-when';
import { pathOf } from '../../http/request-path';
import { validEmbedOrigin } from './survey-sharing';
import { findSurvey } from '../surveys.queries';

// /embed/{idOrSlug} is the survey without the site's chrome, made to sit in another site's frame. Every
// other page keeps `frame-ancestors 'none'` and X-Frame-Options (helmet); this one names the survey's
// allow-list instead, so only those origins (and the site itself) may frame it.

const EMBED_PAGE = /^\/embed\/([^/]+)\/?$/;
/** Served from the frontend's build (frontend/public/embed.js) like its other unhashed files. */
const EMBED_SCRIPT = '/embed.js';

/**
 * The frame-ancestors source list for an allow-list: the site itself, then each origin; never a
 * wildcard. Only origins the allow-list's grammar accepts today go in (one saved before it was
 * tightened is left out), so no entry can end the list and add a directive.
 */
export function frameAncestors(origins: readonly string[]): string {
  const valid = origins.filter((origin) => validEmbedOrigin(origin) === origin);
  return ["'self'", ...valid].join(' ');
}

/** The CSP with its frame-ancestors directive replaced (or added). */
export function withFrameAncestors(policy: string, sources: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...directives, `frame-ancestors ${sources}`].join(';');
}

/** The survey id or slug a path names, for an embed page; null for any other path. */
export function embeddedSurveyOf(urlPath: string): string | null {
  const match = EMBED_PAGE.exec(urlPath);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * Lets other origins load /embed.js, and sets the embed page's framing headers after helmet set the site's: frame-ancestors from the survey's
 * allow-list (an unknown survey: only the site itself), and no X-Frame-Options, which would override it.
 * The page itself is the app's shell, served next.
 */
export function embedFrameHeaders(db: Queryable, clock: Clock) {
  return hookWhen(isEmbedRequest, async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // helmet set the site's headers on the raw response: these replace them there.
    const res = reply.raw;
    const path = pathOf(req.url);
    // The host pages' script: another origin loads it with <script src>, which helmet's
    // Cross-Origin-Resource-Policy: same-origin would block.
    if (path === EMBED_SCRIPT) {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      return;
    }
    const idOrSlug = embeddedSurveyOf(path);
    if (idOrSlug === null) return;
    const survey = await findSurvey(db, idOrSlug, clock());
    res.removeHeader('X-Frame-Options');
    const policy = res.getHeader('Content-Security-Policy');
    const sources = frameAncestors(survey?.embedOrigins ?? []);
    res.setHeader('Content-Security-Policy', withFrameAncestors(typeof policy === 'string' ? policy : '', sources));
  });
}

/** A GET (or HEAD) of the embed script or of a path under /embed/. */
function isEmbedRequest(req: FastifyRequest): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.url.startsWith('/embed');
}

import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

type HelmetOptions = Parameters<typeof helmet>[0];

/** helmet's configuration for the whole site: the app's own scripts and styles, no framing, no referrer leak. */
export const SITE_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's middleware, built once with the site's policy (a misconfiguration fails at start), applied
 * to the raw response so answers written raw (the event stream, the CSV) carry the headers too. That is
 * how @fastify/helmet applies it, but the plugin builds helmet anew for every request (about 40 µs a
 * request measured, against 8 µs for the middleware built once), so it is not used. The embed page's
 * framing headers replace these later (surveys/sharing/embed-frame-headers.ts).
 */
export function securityHeaders(
  options: HelmetOptions = SITE_POLICY,
): (req: IncomingMessage, res: ServerResponse) => void {
  const apply = helmet(options);
  return (req, res) =>
    apply(req, res, (error?: unknown) => {
      if (error) throw error;
    });
}

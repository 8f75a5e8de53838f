import helmet from 'helmet';
import type { ServerResponse } from 'node:http';

/** helmet's configuration for the whole site: the app's own scripts and styles, no framing, no referrer leak. */
export const SITE_POLICY: Parameters<typeof helmet>[0] = {
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

type HeaderChange = { name: string; value: string } | { name: string; remove: true };

/**
 * What helmet does to a response with this configuration, found once by letting it work on a recording
 * response: its headers depend on nothing in the request, so every response then gets the same list.
 */
export function helmetChanges(options: Parameters<typeof helmet>[0] = SITE_POLICY): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => changes.push({ name, value: String(value) }),
    removeHeader: (name: string) => changes.push({ name, remove: true }),
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return changes;
}

/** Sets the site's security headers on a raw response (so streamed answers written raw carry them too). */
export function securityHeaders(): (res: ServerResponse) => void {
  const changes = helmetChanges();
  return (res) => {
    for (const change of changes) {
      if ('remove' in change) res.removeHeader(change.name);
      else res.setHeader(change.name, change.value);
    }
  };
}

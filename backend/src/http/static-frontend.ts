import fs from 'node:fs';
import path from 'node:path';
import type {} from '@fastify/compress';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pathOf } from './request-path';
import { chunkPreloads, preloadLinksFor, SURVEY_ROUTES_SOURCE, type ViteManifest } from './route-preloads';

const SERVER_PATHS = /^\/(api|uploads|admin\/queues|healthz|readyz|metrics)(\/|$)/;

/** Paths the server owns; everything else is the single-page app and its assets. */
export function isServerPath(urlPath: string): boolean {
  return SERVER_PATHS.test(urlPath);
}

/** Hashed build output: the name changes with the content, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Scripts as RFC 9239 names them, as the site has always sent them (@fastify/send's table says
// application/javascript). The table is the one @fastify/send keeps for the process.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

/**
 * The file under distDir that a URL path names, or null when it names nothing we serve: a path
 * that cannot be decoded, holds a NUL, climbs out of distDir or goes through a dot file or
 * directory (dist/.vite holds the build manifest).
 */
export function resolveInDist(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return null;
  const root = path.resolve(distDir);
  const file = path.resolve(root, ...segments);
  const relative = path.relative(root, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return file;
}

/** The path @fastify/static sends (from the build's root, `/` separated) of a file that is there, else null. */
async function builtFile(distDir: string, urlPath: string): Promise<string | null> {
  const file = resolveInDist(distDir, urlPath);
  if (!file) return null;
  const isFile = await fs.promises.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
  return isFile ? `/${path.relative(distDir, file).split(path.sep).join('/')}` : null;
}

function sendMissing(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
}

/** The build's manifest, or none (a build without one gets no preload hints). */
function readManifest(distDir: string): ViteManifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
}

/**
 * Serves the built frontend through @fastify/static: hashed assets under /assets cached for a year,
 * everything else (index.html, favicon) revalidated on every use, the build's `.br` / `.gz` copies
 * when the client takes them (preCompressed: the original file's type, Vary, an ETag per copy; conditional
 * requests, ranges and HEAD by @fastify/send), and index.html for every client route so deep links work.
 * A catch-all GET route: the API's own routes are more specific, a server path no route took goes on to
 * the not-found handler, and a path under /assets/ the build does not have is a plain 404. The plugin
 * lives in a context of its own, so its `sendFile` does not meet the copies swagger-ui and bull-board register.
 */
/**
 * Pages reached by a secret in their address (a client link's /client/<token>): never indexed, and the
 * address not sent on as a referrer.
 */
export function isPrivatePage(urlPath: string): boolean {
  return urlPath.startsWith('/client/');
}

export function serveFrontend(fastify: FastifyInstance, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const root = path.resolve(distDir);
  const assetsDir = path.join(root, 'assets') + path.sep;
  const surveyChunk = chunkPreloads(readManifest(distDir), SURVEY_ROUTES_SOURCE);
  void fastify.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', file.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
    // Never compressed on the fly: the build's .br / .gz copies are the compressed answers.
    scope.get('/*', { compress: false }, async (req, reply) => {
      const urlPath = pathOf(req.url);
      // API calls never touch the disk: only paths outside the server's look for a file.
      if (isServerPath(urlPath)) return reply.callNotFound();
      const file = await builtFile(root, urlPath);
      if (file) return reply.sendFile(file);
      // Not a file of the build: a client route, so the app's shell. A missing asset (an old tab asking
      // for a chunk a deploy removed) is a 404, not HTML the browser would try to run as a script.
      if (urlPath.startsWith('/assets/')) return sendMissing(reply);
      if (isPrivatePage(urlPath)) {
        reply.header('X-Robots-Tag', 'noindex, nofollow');
        reply.header('Referrer-Policy', 'no-referrer');
      }
      const links = preloadLinksFor(urlPath, surveyChunk);
      if (links.length > 0) reply.header('Link', links.join(', '));
      return reply.sendFile('/index.html');
    });
  });
  return true;
}

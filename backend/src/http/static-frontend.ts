import fs from 'node:fs';
import path from 'node:path';
import type {} from '@fastify/compress';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from 'mime-types';
import { pathOf } from './request-path';
import { chunkPreloads, preloadLinksFor, SURVEY_ROUTES_SOURCE, type ViteManifest } from './route-preloads';

const SERVER_PATHS = /^\/(api|uploads|admin\/queues|healthz|readyz|metrics)(\/|$)/;

/** Paths the server owns; everything else is the single-page app and its assets. */
export function isServerPath(urlPath: string): boolean {
  return SERVER_PATHS.test(urlPath);
}

/** Hashed build output: the name changes with the content, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Extensions for which the build writes `.br` and `.gz` variants next to the file
 * (frontend/scripts/compress-dist.mjs keeps the same list).
 */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

type Coding = 'br' | 'gzip' | 'identity';

/** Variants in order of preference when the client weighs them the same. */
const VARIANTS: { coding: Exclude<Coding, 'identity'>; suffix: string }[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/**
 * The codings an Accept-Encoding header allows, best first: highest q, then br, gzip, identity.
 * No header means identity only (a client that sends none may not decode anything); `q=0`
 * excludes a coding, `*` stands for every coding not named. Identity stays acceptable unless it
 * is refused explicitly (`identity;q=0`, or `*;q=0` without naming identity).
 */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (header === undefined) return ['identity'];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key.trim().toLowerCase() === 'q') q = Number.parseFloat(value ?? '');
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) q = 0;
    // A coding named twice keeps its best weight; x-gzip is the old name of gzip.
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    weights.set(key, Math.max(weights.get(key) ?? 0, q));
  }
  const star = weights.get('*');
  const weight = (coding: Coding): number => {
    const own = weights.get(coding);
    if (own !== undefined) return own;
    if (star !== undefined) return star;
    return coding === 'identity' ? 1 : 0;
  };
  const order: Coding[] = ['br', 'gzip', 'identity'];
  return order
    .filter((coding) => weight(coding) > 0)
    .sort((a, b) => weight(b) - weight(a) || order.indexOf(a) - order.indexOf(b));
}

const isFile = (file: string): Promise<boolean> =>
  fs.promises.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );

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

/** Adds a field name to Vary unless it is there already. */
function vary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' ? current.split(',').map((f) => f.trim()) : [];
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) reply.header('Vary', [...fields, field].join(', '));
}

/**
 * Sends a file from the build, or its precompressed `.br` / `.gz` copy when the request accepts
 * that coding and the build wrote one. Content-Type is the original file's; conditional requests,
 * ranges and HEAD are handled by `@fastify/send`. Resolves to false when nothing was sent.
 */
async function sendBuilt(
  req: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  if (!(await isFile(file))) return false;
  let chosen = file;
  let coding: Coding = 'identity';
  if (COMPRESSIBLE.has(path.extname(file).toLowerCase())) {
    // Caches must keep one copy per coding, whichever this request gets.
    vary(reply, 'Accept-Encoding');
    for (const candidate of acceptedCodings(req.headers['accept-encoding'])) {
      if (candidate === 'identity') break;
      const variant = VARIANTS.find((v) => v.coding === candidate);
      if (variant && (await isFile(file + variant.suffix))) {
        chosen = file + variant.suffix;
        coding = candidate;
        break;
      }
    }
  }
  const result = await send(req.raw, encodeURI(chosen), { cacheControl: false, dotfiles: 'allow', contentType: false });
  if (result.type === 'error') {
    // Gone between the stat and the read (a rebuild in place): let the next handler answer.
    if (result.statusCode === 404) return false;
    throw result.metadata.error;
  }
  reply.code(result.statusCode);
  reply.headers(result.headers);
  reply.header('Cache-Control', cacheControl);
  // The original file's type, not one guessed from the .br / .gz name.
  const type = contentType(path.extname(file));
  if (type) reply.header('Content-Type', type);
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  void reply.send(result.stream);
  return true;
}

function sendMissing(reply: FastifyReply): true {
  void reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  return true;
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
 * Serves the built frontend: hashed assets under /assets cached for a year, everything else
 * (index.html, favicon) revalidated on every use, precompressed variants when the client takes
 * them, and index.html for every client route so deep links work. A catch-all GET route: the API's
 * own routes are more specific, and a server path no route took goes on to the not-found handler.
 */
export function serveFrontend(fastify: FastifyInstance, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const assetsDir = path.resolve(distDir, 'assets') + path.sep;
  const surveyChunk = chunkPreloads(readManifest(distDir), SURVEY_ROUTES_SOURCE);
  // Never compressed on the fly: the build's .br / .gz copies are the compressed answers.
  fastify.get('/*', { compress: false }, async (req, reply) => {
    const urlPath = pathOf(req.url);
    // API calls never touch the disk: only paths outside the server's look for a file.
    if (isServerPath(urlPath)) return reply.callNotFound();
    const file = resolveInDist(distDir, urlPath);
    const cacheControl = file?.startsWith(assetsDir) ? IMMUTABLE : 'no-cache';
    if (file && (await sendBuilt(req, reply, file, cacheControl))) return reply;
    // Not a file of the build: a client route, so the app's shell. A missing asset (an old tab asking
    // for a chunk a deploy removed) is a 404, not HTML the browser would try to run as a script.
    if (urlPath.startsWith('/assets/')) return sendMissing(reply) && reply;
    const links = preloadLinksFor(urlPath, surveyChunk);
    if (links.length > 0) reply.header('Link', links.join(', '));
    if (await sendBuilt(req, reply, indexFile, 'no-cache')) return reply;
    return reply.callNotFound();
  });
  return true;
}

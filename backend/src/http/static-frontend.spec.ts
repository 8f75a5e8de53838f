import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import request from 'supertest';
import { SURVEY_ROUTES_SOURCE } from './route-preloads';
import { resolveInDist, serveFrontend } from './static-frontend';

// The build's own compressor writes the variants, so this spec covers it too.
const COMPRESS_SCRIPT = path.resolve(__dirname, '../../../frontend/scripts/compress-dist.mjs');

const CHROME = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const repeat = (line: string, times = 200) => Array.from({ length: times }, (_, i) => `${line} ${i}`).join('\n');
const INDEX = `<!doctype html><html><head><title>Seedline</title></head><body><div id="root"></div>\n<!--${repeat('shell')}-->\n</body></html>`;
const APP_JS = `export const routes = [\n${repeat("  { path: '/x', load: () => import('./x.js') },")}\n];\n`;
const APP_CSS = repeat('.a { color: red; }');
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${repeat('<rect width="1" height="1"/>', 40)}</svg>`;
const TINY_JS = 'x';
const FONT = randomBytes(4096);

let tmp: string;
let dist: string;
let fastify: FastifyInstance;
/** The HTTP server the requests go to. */
let app: http.Server;

const write = (relative: string, data: string | Buffer) => {
  const file = path.join(dist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};

/** Collects the (decoded) body as bytes, whatever its type. */
const asBytes = (res: unknown, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream; // superagent hands the node response over
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A GET sent with the path exactly as given (supertest's URL parsing would resolve `..`). */
const rawGet = (server: http.Server, rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const listener = server.listen(0, '127.0.0.1', () => {
      const { port } = listener.address() as AddressInfo;
      const req = http.request(
        { host: '127.0.0.1', port, path: rawPath, headers: { 'accept-encoding': 'identity' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            listener.close(() =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            ),
          );
        },
      );
      req.on('error', (error) => listener.close(() => reject(error)));
      req.end();
    });
  });

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-frontend-'));
  dist = path.join(tmp, 'dist');
  write('index.html', INDEX);
  write('favicon.svg', FAVICON);
  write('assets/app-Ab12Cd34.js', APP_JS);
  write('assets/app-Ab12Cd34.css', APP_CSS);
  write('assets/tiny-Zz99Yy88.js', TINY_JS);
  write('assets/font-Qq11Ww22.woff2', FONT);
  write(
    '.vite/manifest.json',
    JSON.stringify({
      secret: 'manifest',
      'index.html': { file: 'assets/app-Ab12Cd34.js', isEntry: true },
      [SURVEY_ROUTES_SOURCE]: {
        file: 'assets/tiny-Zz99Yy88.js',
        imports: ['index.html'],
        css: ['assets/app-Ab12Cd34.css'],
      },
    }),
  );
  fs.writeFileSync(path.join(tmp, 'secret.txt'), 'outside the build');
  execFileSync(process.execPath, [COMPRESS_SCRIPT, dist], { stdio: 'pipe' });

  fastify = Fastify();
  // A stand-in for Nest: whatever the static layer passes on lands here.
  expect(serveFrontend(fastify, dist)).toBe(true);
  fastify.setNotFoundHandler((req, reply) => reply.code(404).send({ fellThrough: req.url.split('?')[0] }));
  await fastify.ready();
  app = fastify.server;
});

afterAll(async () => {
  await fastify.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('compress-dist.mjs', () => {
  it('writes a brotli and a gzip copy of every compressible file that decode to the file', () => {
    for (const file of ['index.html', 'favicon.svg', 'assets/app-Ab12Cd34.js', 'assets/app-Ab12Cd34.css']) {
      const original = fs.readFileSync(path.join(dist, file));
      const br = fs.readFileSync(path.join(dist, `${file}.br`));
      const gz = fs.readFileSync(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
    }
  });

  it('leaves fonts, files that would not shrink and dot directories alone', () => {
    for (const file of ['assets/font-Qq11Ww22.woff2', 'assets/tiny-Zz99Yy88.js', '.vite/manifest.json']) {
      expect(fs.existsSync(path.join(dist, `${file}.br`))).toBe(false);
      expect(fs.existsSync(path.join(dist, `${file}.gz`))).toBe(false);
    }
  });

  it('removes a variant whose file is gone when it runs again', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-dist-'));
    try {
      fs.writeFileSync(path.join(scratch, 'old.js'), APP_JS);
      execFileSync(process.execPath, [COMPRESS_SCRIPT, scratch], { stdio: 'pipe' });
      expect(fs.existsSync(path.join(scratch, 'old.js.br'))).toBe(true);
      fs.rmSync(path.join(scratch, 'old.js'));
      execFileSync(process.execPath, [COMPRESS_SCRIPT, scratch], { stdio: 'pipe' });
      expect(fs.readdirSync(scratch)).toEqual([]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('which copy a client gets (Accept-Encoding, negotiated by @fastify/static)', () => {
  const codingFor = async (acceptEncoding: string | undefined) => {
    const req = request(app).get('/assets/app-Ab12Cd34.js');
    // supertest sends its own Accept-Encoding unless told otherwise; unset means no header at all.
    const res = await (acceptEncoding === undefined
      ? req.unset('Accept-Encoding')
      : req.set('Accept-Encoding', acceptEncoding));
    expect(res.status).toBe(200);
    expect(res.text).toBe(APP_JS);
    return res.headers['content-encoding'] ?? 'identity';
  };

  it.each([
    [CHROME, 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['br, identity;q=0', 'br'],
    ['br;q=abc', 'identity'],
    // Where the negotiation differs from the hand-written one it replaced: '*' now means gzip, x-gzip is not read.
    ['*', 'gzip'],
    ['BR ; Q=0 , x-gzip', 'identity'],
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
  ])('Accept-Encoding %p: %s', async (acceptEncoding, coding) => {
    expect(await codingFor(acceptEncoding)).toBe(coding);
  });
});

describe('resolveInDist', () => {
  it('maps URL paths to files inside the build and nothing else', () => {
    expect(resolveInDist('/srv/dist', '/assets/app.js')).toBe(path.resolve('/srv/dist/assets/app.js'));
    expect(resolveInDist('/srv/dist', '/assets/a%20b.js')).toBe(path.resolve('/srv/dist/assets/a b.js'));
    for (const bad of [
      '/',
      '/assets/../../etc/passwd',
      '/assets/..%2f..%2fetc/passwd',
      '/%2e%2e/x',
      '/.vite/manifest.json',
      '/a%00.js',
      '/%E0%A4%A',
      '/a%5c..%5cb',
    ]) {
      expect(resolveInDist('/srv/dist', bad)).toBeNull();
    }
  });
});

describe('serveFrontend', () => {
  it("sends a survey page's shell with preload hints for its document and the survey chunk, other pages without", async () => {
    const page = await request(app).get('/survey/team-discovery').expect(200);
    expect(page.headers['link']).toBe(
      '</api/surveys/team-discovery/document>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</assets/app-Ab12Cd34.css>; rel=preload; as=style; crossorigin, </assets/tiny-Zz99Yy88.js>; rel=modulepreload',
    );
    expect((await request(app).get('/about').expect(200)).headers['link']).toBeUndefined();
    expect((await request(app).get('/assets/tiny-Zz99Yy88.js').expect(200)).headers['link']).toBeUndefined();
  });

  it('sends the brotli copy when the client takes br, with the original type, Vary and a year of caching', async () => {
    const res = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', CHROME);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets/app-Ab12Cd34.js.br')).size);
    expect(res.text).toBe(APP_JS); // superagent decodes br: the bytes were brotli
  });

  it('sends the gzip copy when the client takes only gzip', async () => {
    const res = await request(app).get('/assets/app-Ab12Cd34.css').set('Accept-Encoding', 'gzip, deflate');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets/app-Ab12Cd34.css.gz')).size);
    expect(res.text).toBe(APP_CSS);
  });

  it('respects q=0 and falls back to gzip or the plain file', async () => {
    const gzip = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(APP_JS);
  });

  it('sends the plain file when the client takes no coding we have', async () => {
    for (const acceptEncoding of ['identity', '', 'deflate']) {
      const res = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(APP_JS));
      expect(res.text).toBe(APP_JS);
    }
  });

  it('sends the plain file when the build wrote no variant for it', async () => {
    const tiny = await request(app).get('/assets/tiny-Zz99Yy88.js').set('Accept-Encoding', CHROME);
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.text).toBe(TINY_JS);

    const font = await request(app)
      .get('/assets/font-Qq11Ww22.woff2')
      .set('Accept-Encoding', CHROME)
      .buffer(true)
      .parse(asBytes);
    expect(font.status).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe(IMMUTABLE);
    expect((font.body as Buffer).equals(FONT)).toBe(true);
  });

  it('revalidates files outside /assets on every use', async () => {
    const index = await request(app).get('/index.html').set('Accept-Encoding', CHROME);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-encoding']).toBe('br');
    const favicon = await request(app).get('/favicon.svg').set('Accept-Encoding', 'gzip').buffer(true).parse(asBytes);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['content-encoding']).toBe('gzip');
    expect((favicon.body as Buffer).toString('utf8')).toBe(FAVICON);
  });

  it('answers client routes with the compressed app shell, never cached', async () => {
    for (const route of ['/', '/survey/3f1c', '/about']) {
      const res = await request(app).get(route).set('Accept-Encoding', CHROME);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(INDEX);
    }
    const gzip = await request(app).get('/contact').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(INDEX);
    const plain = await request(app).get('/contact').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(INDEX);
  });

  it("keeps a client link's page out of search engines and referrers, and only that page", async () => {
    const page = await request(app).get('/client/AbC123').expect(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await request(app).get('/about').expect(200)).headers['x-robots-tag']).toBeUndefined();
  });

  it('answers 404 for an asset the build does not have (a chunk an old tab asks for after a deploy)', async () => {
    const res = await request(app).get('/assets/missing-00000000.js').set('Accept-Encoding', CHROME);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const res = await request(app).head('/assets/app-Ab12Cd34.js').set('Accept-Encoding', CHROME);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets/app-Ab12Cd34.js.br')).size);
    expect(res.text ?? '').toBe('');
    const route = await request(app).head('/survey/3f1c').set('Accept-Encoding', 'gzip');
    expect(route.status).toBe(200);
    expect(route.headers['content-encoding']).toBe('gzip');
  });

  it('answers a conditional GET with 304 for the same variant', async () => {
    const first = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', CHROME);
    const again = await request(app)
      .get('/assets/app-Ab12Cd34.js')
      .set('Accept-Encoding', CHROME)
      .set('If-None-Match', first.headers['etag']);
    expect(again.status).toBe(304);
    const gzip = await request(app).get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['etag']).not.toBe(first.headers['etag']);
  });

  it('never looks at the disk for server paths, nor for writes', async () => {
    for (const route of [
      '/api/surveys',
      '/api',
      '/uploads/x.png',
      '/admin/queues',
      '/healthz',
      '/readyz',
      '/metrics',
    ]) {
      const res = await request(app).get(route).set('Accept-Encoding', CHROME);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ fellThrough: route });
    }
    const post = await request(app).post('/about').set('Accept-Encoding', CHROME);
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ fellThrough: '/about' });
  });

  it('never sends a file from outside the build or from a dot directory', async () => {
    for (const rawPath of [
      '/assets/../../secret.txt',
      '/assets/../../etc/passwd',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/.vite/manifest.json',
    ]) {
      const res = await rawGet(app, rawPath);
      expect(res.body).not.toContain('outside the build');
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('manifest');
      // What is left is a missing asset (404) or a client route (the app shell), as for any unknown path.
      if (rawPath.startsWith('/assets/')) expect(res.status).toBe(404);
      else expect([res.status, res.body]).toEqual([200, INDEX]);
    }
  });
});

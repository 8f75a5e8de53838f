import fs from 'node:fs';
import path from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../testing/test-app';
import { TINY_JPEG, TINY_PNG } from '../testing/image-fixtures';
import { problemOf } from '../testing/problem';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(() => t.close());

/** How many files the upload folder holds (none before the first upload creates it). */
const storedCount = () => (fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir).length : 0);

const upload = (bytes: Buffer, filename: string, contentType = 'image/png') =>
  admin.post('/api/upload/logo').attach('logo', bytes, { filename, contentType });

describe('POST /api/upload/logo', () => {
  it.each([
    ['a PNG', TINY_PNG, 'logo.png', /^\/uploads\/[0-9a-f]{32}\.png$/, 'image/png'],
    ['a JPEG', TINY_JPEG, 'logo.jpeg', /^\/uploads\/[0-9a-f]{32}\.jpg$/, 'image/jpeg'],
    // The bytes decide the type, not the name or the claimed type.
    ['a PNG named .jpg and sent as text', TINY_PNG, 'photo.jpg', /^\/uploads\/[0-9a-f]{32}\.png$/, 'text/plain'],
  ])('stores %s under a random name and serves it back as an image', async (_label, bytes, filename, pattern, claimed) => {
    const res = await upload(bytes, filename, claimed).expect(201);
    expect(res.body.path).toMatch(pattern);
    const stored = path.join(t.config.uploadDir, path.basename(res.body.path));
    expect(fs.readFileSync(stored).equals(bytes)).toBe(true);

    const served = await t.agent().get(res.body.path).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe(pattern.source.includes('png') ? 'image/png' : 'image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(Buffer.from(served.body).equals(bytes)).toBe(true);
  });

  it('refuses a text file renamed .png with 400 and stores nothing', async () => {
    const before = storedCount();
    const res = await upload(Buffer.from('just some text, honest'), 'logo.png').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Please upload a PNG or JPG image' });
    expect(storedCount()).toBe(before);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.html', 'text/html'],
    ['SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'x.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('refuses %s', async (_label, bytes, filename, contentType) => {
    await upload(bytes, filename, contentType).expect(400, problemOf(400, 'Please upload a PNG or JPG image', '/api/upload/logo'));
  });

  it('serves a PNG/HTML polyglot only as image/png, never as HTML', async () => {
    const polyglot = Buffer.concat([TINY_PNG, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const res = await upload(polyglot, 'evil.html', 'text/html').expect(201);
    expect(res.body.path).toMatch(/\.png$/);
    const served = await t.agent().get(res.body.path).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('refuses a file over 2 MB with 413 JSON', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(big, 'big.png').expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: 'Logo is too large (max 2 MB)' });
  });

  it('answers 400 when there is no file, or it is in another field, or the body is not multipart', async () => {
    await admin.post('/api/upload/logo').field('other', 'x').expect(400, problemOf(400, 'Please upload a PNG or JPG image', '/api/upload/logo'));
    await admin.post('/api/upload/logo').attach('image', TINY_PNG, 'logo.png').expect(400, problemOf(400, 'Please upload a PNG or JPG image', '/api/upload/logo'));
    await admin.post('/api/upload/logo').send({ logo: 'data:image/png;base64,xxx' }).expect(400);
  });

  it.each([
    ['a huge array index', 'tags[99999999]', 'x'],
    ['nested field names', 'a[b][c][d]', 'x'],
    ['a field name over 100 characters', 'f'.repeat(101), 'x'],
    ['a text field over 1 KB', 'note', 'x'.repeat(1025)],
  ])('refuses a logo sent with %s beside it (400), and stores nothing', async (_label, name, value) => {
    const before = storedCount();
    const res = await admin.post('/api/upload/logo').field(name, value).attach('logo', TINY_PNG, 'logo.png').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Please upload a PNG or JPG image' });
    expect(storedCount()).toBe(before);
  });

  it('still takes a logo sent with a plain short text field beside it', async () => {
    const res = await admin.post('/api/upload/logo').field('note', 'our logo').attach('logo', TINY_PNG, 'logo.png').expect(201);
    expect(res.body.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });

  it('ignores the client file name entirely: a traversal name lands under a random name', async () => {
    const res = await upload(TINY_PNG, '../../../etc/passwd.png').expect(201);
    expect(res.body.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(t.config.uploadDir, '../../../etc/passwd.png'))).toBe(false);
  });

  it('is admin-only', async () => {
    await t.agent().post('/api/upload/logo').attach('logo', TINY_PNG, 'logo.png').expect(401);
  });
});

describe('GET /uploads/:name', () => {
  const TOKEN = 'planted-content-7f3a';
  beforeAll(() => {
    fs.mkdirSync(t.config.uploadDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'planted.txt'), TOKEN);
    fs.writeFileSync(path.join(t.config.uploadDir, '.hidden'), TOKEN);
  });

  it.each([
    '/uploads/..%2Fplanted.txt',
    '/uploads/%2e%2e%2fplanted.txt',
    '/uploads/../planted.txt',
    '/uploads/..%5Cplanted.txt',
    '/uploads/planted.txt',
    '/uploads/.hidden',
    '/uploads/0123456789abcdef0123456789abcdef.html',
    '/uploads/0123456789abcdef0123456789abcdef.png', // the right pattern, but no such file
  ])('answers 404 JSON for %s and reveals nothing', async (url) => {
    const res = await t.agent().get(url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.text).not.toContain(TOKEN);
  });
});

describe('a survey logo', () => {
  const LOGO_PATH_MESSAGE =
    'logo must be a path that POST /api/upload/logo answered (/uploads/ then 32 hex digits and .png or .jpg)';

  it('is a path the upload route answered, or none', async () => {
    const { path } = (await upload(TINY_PNG, 'logo.png').expect(201)).body as { path: string };
    const created = await admin.post('/api/surveys').send({ title: 'With a logo', logo: path }).expect(201);
    expect(created.body.logo).toBe(path);
    const id = created.body.id as string;
    expect((await admin.patch(`/api/surveys/${id}`).send({ logo: null }).expect(200)).body.logo).toBeNull();
    expect((await admin.patch(`/api/surveys/${id}`).send({ logo: '  ' }).expect(200)).body.logo).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/logo.png',
    '//evil.example/logo.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '/uploads/../secret.png',
    '/uploads/0123456789abcdef0123456789abcdef.svg',
    '/api/uploads/0123456789abcdef0123456789abcdef.png',
  ])('refuses %s with a 400 that says what it takes', async (logo) => {
    const created = await admin.post('/api/surveys').send({ title: 'Bad logo', logo }).expect(400);
    expect(created.body).toMatchObject({ status: 400, detail: LOGO_PATH_MESSAGE, errors: [{ pointer: '#/logo' }] });
    const id = (await admin.post('/api/surveys').send({ title: 'Logo later' }).expect(201)).body.id as string;
    const patched = await admin.patch(`/api/surveys/${id}`).send({ logo }).expect(400);
    expect(patched.body).toMatchObject({ status: 400, detail: LOGO_PATH_MESSAGE });
  });
});

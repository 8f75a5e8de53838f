import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app';

// JSON answers go out compressed when the client takes br or gzip; the live feed (an endless event
// stream, each frame due at once) never does.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let t: TestApp;
let port: number;

/** A GET on the listening app that reads the answer as it arrives (up to `enough` bytes when given). */
function get(path: string, headers: Record<string, string>, enough?: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (enough !== undefined && Buffer.concat(chunks).length >= enough) {
          done();
          req.destroy();
        }
      });
      res.on('end', done);
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  port = (t.app.getHttpServer().address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('compression of JSON', () => {
  it('answers br to a client that takes it, gzip to one that takes only gzip, plain JSON otherwise', async () => {
    const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const fromBr = JSON.parse(brotliDecompressSync(br.body).toString('utf8')) as { openapi?: string };

    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(fromBr);

    const plain = await get('/api/openapi.json', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(fromBr);
    expect(fromBr.openapi).toMatch(/^3\./);
  });

  it('never compresses the live feed, whatever the client takes', async () => {
    const admin = await t.adminAgent();
    const survey = (await admin.post('/api/surveys').send({ title: 'Compressed?' }).expect(201)).body as { id: string };
    const login = await t.agent().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const live = await get(
      `/api/surveys/${survey.id}/responses/live`,
      { 'accept-encoding': 'gzip, deflate, br', cookie },
      'retry: 2000\n\n'.length,
    );
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(live.headers['content-encoding']).toBeUndefined();
    expect(live.body.toString('utf8')).toMatch(/^retry: 2000\n\n/);
  });
});

import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainHttpServer } from './graceful-shutdown';

// A plain node:http server with a slow route stands in for the API: what matters is the socket handling.
type SlowServer = {
  server: Server;
  url: string;
  finished: number[];
  /** Resolves once the server has received this many slow requests (no guessing how long that takes). */
  slowArrived(count: number): Promise<void>;
};

function slowServer(delayMs: number): Promise<SlowServer> {
  const finished: number[] = [];
  let arrived = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const ms = req.url === '/slow' ? delayMs : 0;
    if (req.url === '/slow') {
      arrived += 1;
      for (const wait of waiting.filter((w) => w.count <= arrived)) wait.resolve();
    }
    // unref: a request cut by the test must not keep jest waiting for its timer.
    setTimeout(() => {
      if (res.destroyed) return;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ ok: true }));
      finished.push(Date.now());
    }, ms).unref();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        finished,
        slowArrived: (count) =>
          count <= arrived ? Promise.resolve() : new Promise((done) => waiting.push({ count, resolve: done })),
      }),
    ),
  );
}

const get = (url: string) =>
  fetch(url, { keepalive: true }).then(async (res) => ({ status: res.status, body: await res.json() }));

describe('drainHttpServer', () => {
  it('lets in-flight requests finish, refuses new connections, then resolves true', async () => {
    const { server, url, slowArrived } = await slowServer(400);
    // A keep-alive connection that is idle must not hold the drain open.
    await get(`${url}/fast`);
    const inFlight = [get(`${url}/slow`), get(`${url}/slow`), get(`${url}/slow`)];
    await slowArrived(3);
    const started = Date.now();
    const drained = drainHttpServer(server, 5_000);
    await expect(fetch(`${url}/fast`)).rejects.toThrow();
    await expect(Promise.all(inFlight)).resolves.toEqual([1, 2, 3].map(() => ({ status: 200, body: { ok: true } })));
    await expect(drained).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(4_000); // well inside the 5 s grace an idle socket would hold
    expect(server.listening).toBe(false);
  });

  it('cuts what is still running at the end of the grace period and resolves false', async () => {
    const { server, url, slowArrived } = await slowServer(20_000);
    const stuck = get(`${url}/slow`).catch((error: Error) => error);
    await slowArrived(1);
    const started = Date.now();
    await expect(drainHttpServer(server, 300)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000); // the request would have held it 20 s
    expect(await stuck).toHaveProperty('message', 'fetch failed');
  });

  it('resolves at once for a server that is not listening', async () => {
    await expect(drainHttpServer(http.createServer(), 1_000)).resolves.toBe(true);
  });
});

import http from 'node:http';

/** A tiny cookie-keeping JSON client over fetch, for talking to an API child process. */
export type JsonResponse<T = any> = { status: number; body: T; headers: Headers; ms: number };

export type JsonClient = {
  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonResponse<T>>;
  get<T = any>(path: string): Promise<JsonResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<JsonResponse<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<JsonResponse<T>>;
};

export function jsonClient(baseUrl: string): JsonClient {
  let cookie: string | null = null;
  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> => {
    const started = Date.now();
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // left as text: the caller's assertion will show it
    }
    return { status: res.status, body: parsed as T, headers: res.headers, ms: Date.now() - started };
  };
  return {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
    patch: (path, body) => request('PATCH', path, body ?? {}),
  };
}

/** A slow request's answer, and when its connection is open (so a test acts on it in flight, not on a timer). */
export type SlowPost = Promise<{ status: number; body: any }> & { connected: Promise<void> };

/** A JSON POST whose body trickles in over `ms` in six pieces: in flight on the server for that long. */
export function slowPost(baseUrl: string, path: string, body: unknown, ms: number): SlowPost {
  const text = JSON.stringify(body);
  const pieces = 6;
  const size = Math.ceil(text.length / pieces);
  let connected!: () => void;
  const onConnect = new Promise<void>((resolve) => (connected = resolve));
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } },
      (res) => {
        let answer = '';
        res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer ? JSON.parse(answer) : null }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('socket', (socket) => (socket.connecting ? socket.once('connect', connected) : connected()));
    void (async () => {
      for (let i = 0; i < pieces && !req.destroyed; i++) {
        req.write(text.slice(i * size, (i + 1) * size));
        await new Promise((r) => setTimeout(r, ms / pieces));
      }
      if (!req.destroyed) req.end();
    })();
  });
  return Object.assign(answer, { connected: onConnect });
}

import { ApiError, answer, createApiClient, errorMessage, fetcher, keyToUrl, orNullOn401 } from './api-client';

type Call = {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  contentType: string | null;
  body: string | null;
};

// What the client sent, whether it handed fetch a Request (the typed client) or a URL and init (the fetcher).
const callOf = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Call> => {
  if (input instanceof Request) {
    const body = input.body ? await input.clone().text() : null;
    const contentType = input.headers.get('Content-Type');
    return { url: input.url, method: input.method, credentials: input.credentials, contentType, body };
  }
  const headers = new Headers(init.headers);
  return {
    url: String(input),
    method: init.method ?? 'GET',
    credentials: init.credentials,
    contentType: headers.get('Content-Type'),
    body: typeof init.body === 'string' ? init.body : null,
  };
};

// Replaces the global fetch with a scripted one that records what the client sent.
const stubFetch = (respond: (call: Call) => Response): Call[] => {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = await callOf(input, init);
    calls.push(call);
    return respond(call);
  });
  return calls;
};

// The app's client sends relative URLs, which mean nothing outside a page: the specs give it a base.
const api = createApiClient('http://app.test');

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

afterEach(() => jest.restoreAllMocks());

describe('ApiError', () => {
  it('reads "<status>: <body text>", or the status text when the body is empty', () => {
    expect(new ApiError(404, 'Not Found', '{"statusCode":404,"message":"Survey not found"}').message).toBe(
      '404: {"statusCode":404,"message":"Survey not found"}',
    );
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });

  it('keeps the status and the parsed body', () => {
    const error = new ApiError(429, 'Too Many Requests', '{"statusCode":429,"message":"Slow down"}');
    expect(error.status).toBe(429);
    expect(error.body).toEqual({ statusCode: 429, message: 'Slow down' });
    expect(new ApiError(500, 'x', 'plain text').body).toBe('plain text');
  });
});

describe('ApiError of a problem (RFC 9457)', () => {
  const problem = {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'from must be a date (YYYY-MM-DD) or a full ISO 8601 timestamp',
    instance: '/api/surveys/s1/responses',
    errors: [{ pointer: '#/from', detail: 'from must be a date (YYYY-MM-DD) or a full ISO 8601 timestamp' }],
    statusCode: 400,
    message: 'from must be a date (YYYY-MM-DD) or a full ISO 8601 timestamp',
  };

  it('reads its detail, title and field problems', () => {
    const error = new ApiError(400, 'Bad Request', JSON.stringify(problem));
    expect(error.detail).toBe(problem.detail);
    expect(error.title).toBe('Bad Request');
    expect(error.errors).toEqual(problem.errors);
    expect(errorMessage(error)).toBe(problem.detail);
  });

  it('prefers detail over the message kept for one release, and has no errors when none are sent', () => {
    const error = new ApiError(409, 'Conflict', '{"detail":"Slug taken","message":"old words"}');
    expect(errorMessage(error)).toBe('Slug taken');
    expect(error.errors).toEqual([]);
    expect(new ApiError(502, 'Bad Gateway', '').detail).toBeNull();
  });
});

describe('errorMessage', () => {
  it("prefers the server's message field", () => {
    expect(errorMessage(new ApiError(400, 'Bad Request', '{"message":"Email is invalid"}'))).toBe('Email is invalid');
    expect(errorMessage(new ApiError(400, 'Bad Request', '{"message":["a","b"]}'))).toBe('a, b');
  });

  it('falls back to the error message, then to the fallback', () => {
    expect(errorMessage(new ApiError(503, 'Service Unavailable', ''))).toBe('503: Service Unavailable');
    expect(errorMessage(new Error('offline'))).toBe('offline');
    expect(errorMessage('weird', 'fallback')).toBe('fallback');
  });
});

describe('the typed client', () => {
  const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

  it('sends a JSON body with a JSON content type and cookies', async () => {
    const calls = stubFetch(() => json(201, { id: 'c1' }));
    await expect(answer(api.POST('/api/contact', { body: message }))).resolves.toEqual({ id: 'c1' });
    expect(calls).toEqual([
      {
        url: 'http://app.test/api/contact',
        method: 'POST',
        credentials: 'include',
        contentType: 'application/json',
        body: JSON.stringify(message),
      },
    ]);
  });

  it('puts path parameters in the path, encoded', async () => {
    const calls = stubFetch(() => json(200, {}));
    await answer(api.GET('/api/surveys/{idOrSlug}', { params: { path: { idOrSlug: 'team survey/1' } } }));
    expect(calls[0]?.url).toBe('http://app.test/api/surveys/team%20survey%2F1');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const calls = stubFetch(() => json(201, { path: '/uploads/a.png' }));
    const form = new FormData();
    form.append('logo', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await answer(api.POST('/api/upload/logo', { body: { logo: 'a.png' }, bodySerializer: () => form }));
    expect(calls[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]?.body).toContain('name="logo"; filename="a.png"');
  });

  it('sends no body and no content type when there is no body', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    await expect(answer(api.POST('/api/auth/logout'))).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'POST', credentials: 'include', contentType: null, body: null });
  });

  it('throws an ApiError for a non-OK answer', async () => {
    stubFetch(() => json(400, { statusCode: 400, message: 'Message is required' }, 'Bad Request'));
    await expect(answer(api.POST('/api/contact', { body: message }))).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '400: {"statusCode":400,"message":"Message is required"}',
    });
  });

  it('yields null for a 401 when asked to, and still throws any other error', async () => {
    stubFetch(() => json(401, { statusCode: 401, message: 'Not logged in' }, 'Unauthorized'));
    await expect(orNullOn401(answer(api.GET('/api/auth/me')))).resolves.toBeNull();
    jest.restoreAllMocks();
    stubFetch(() => json(500, { statusCode: 500, message: 'boom' }, 'Internal Server Error'));
    await expect(orNullOn401(answer(api.GET('/api/auth/me')))).rejects.toMatchObject({ status: 500 });
  });
});

describe('the default fetcher', () => {
  it("joins array keys with '/', and GETs with cookies", async () => {
    expect(keyToUrl('/api/surveys')).toBe('/api/surveys');
    expect(keyToUrl(['/api/surveys', 12, 'questions'])).toBe('/api/surveys/12/questions');
    const calls = stubFetch(() => json(200, [1, 2]));
    await expect(fetcher(['/api/responses', 'r-1', 'answers'])).resolves.toEqual([1, 2]);
    expect(calls[0]).toMatchObject({ url: '/api/responses/r-1/answers', method: 'GET', credentials: 'include' });
  });

  it('parses an empty body as undefined and throws on any non-OK answer, 401 included', async () => {
    stubFetch(({ url }) =>
      url === '/api/empty'
        ? new Response(null, { status: 204 })
        : json(401, { message: 'Not logged in' }, 'Unauthorized'),
    );
    await expect(fetcher('/api/empty')).resolves.toBeUndefined();
    await expect(fetcher('/api/auth/me')).rejects.toMatchObject({ status: 401 });
  });
});

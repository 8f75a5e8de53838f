import {
  ApiError,
  apiRequest,
  errorMessage,
  fetcher,
  fetcherOrNullOn401,
  getJson,
  keyToUrl,
  requestJson,
} from './api-client';

type Call = { url: string; init: RequestInit };

// Replaces the global fetch with a scripted one that records what the client sent.
const stubFetch = (respond: (call: Call) => Response): Call[] => {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return calls;
};

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

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and cookies', async () => {
    const calls = stubFetch(() => json(201, { id: 1 }));
    const res = await apiRequest('POST', '/api/contact', { name: 'Ada' });
    expect(res.status).toBe(201);
    expect(calls[0]).toEqual({
      url: '/api/contact',
      init: {
        method: 'POST',
        credentials: 'include',
        body: '{"name":"Ada"}',
        headers: { 'Content-Type': 'application/json' },
      },
    });
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const calls = stubFetch(() => json(200, { path: '/uploads/a.png' }));
    const form = new FormData();
    form.append('logo', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('POST', '/api/upload/logo', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toBeUndefined();
  });

  it('sends no body and no content type when there is no body', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/auth/logout');
    expect(calls[0]?.init).toEqual({ method: 'POST', credentials: 'include' });
  });

  it('throws an ApiError for a non-OK answer', async () => {
    stubFetch(() => json(400, { statusCode: 400, message: 'Message is required' }, 'Bad Request'));
    await expect(apiRequest('POST', '/api/contact', {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '400: {"statusCode":400,"message":"Message is required"}',
    });
  });
});

describe('JSON helpers and fetchers', () => {
  it('getJson and requestJson parse the answer; an empty body is undefined', async () => {
    stubFetch(({ url }) => (url === '/api/empty' ? new Response(null, { status: 204 }) : json(200, [1, 2])));
    await expect(getJson('/api/list')).resolves.toEqual([1, 2]);
    await expect(requestJson('DELETE', '/api/empty')).resolves.toBeUndefined();
  });

  it("joins array keys with '/'", async () => {
    expect(keyToUrl('/api/surveys')).toBe('/api/surveys');
    expect(keyToUrl(['/api/surveys', 12, 'questions'])).toBe('/api/surveys/12/questions');
    const calls = stubFetch(() => json(200, []));
    await fetcher(['/api/responses', 'r-1', 'answers']);
    expect(calls[0]?.url).toBe('/api/responses/r-1/answers');
  });

  it('the default fetcher throws on 401; the 401-tolerant one yields null', async () => {
    stubFetch(() => json(401, { statusCode: 401, message: 'Not logged in' }, 'Unauthorized'));
    await expect(fetcher('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    await expect(fetcherOrNullOn401('/api/auth/me')).resolves.toBeNull();
  });

  it('the 401-tolerant fetcher still throws other errors', async () => {
    stubFetch(() => json(500, { statusCode: 500, message: 'boom' }, 'Internal Server Error'));
    await expect(fetcherOrNullOn401('/api/auth/me')).rejects.toMatchObject({ status: 500 });
  });
});

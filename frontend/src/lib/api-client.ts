// The one place that talks HTTP. Every non-OK answer becomes an ApiError whose message is
// `${status}: ${bodyText || statusText}` (spec section 8); callers never re-check `res.ok`.
// The API answers errors as RFC 9457 problems (application/problem+json): ApiError reads them once.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One field's problem in a 400: a JSON Pointer to the field and what is wrong with it. */
export type FieldProblem = { pointer: string; detail: string };

export class ApiError extends Error {
  readonly status: number;
  /** Parsed JSON when the body was JSON, otherwise the raw text ('' when empty). */
  readonly body: unknown;
  /** The problem's `detail` (or, from an older server, its `message`): what went wrong, fit to show. */
  readonly detail: string | null;
  /** The problem's `title`, the status's reason phrase. */
  readonly title: string | null;
  /** The fields at fault of a 400, when the server named them. */
  readonly errors: FieldProblem[];

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseMaybeJson(bodyText);
    const problem = this.body && typeof this.body === 'object' ? (this.body as Record<string, unknown>) : {};
    this.detail = textOf(problem.detail) ?? textOf(problem.message);
    this.title = textOf(problem.title);
    this.errors = Array.isArray(problem.errors) ? problem.errors.filter(isFieldProblem) : [];
  }
}

const textOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value) return value;
  if (Array.isArray(value) && value.length) return value.join(', ');
  return null;
};

const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldProblem).pointer === 'string' &&
  typeof (value as FieldProblem).detail === 'string';

const parseMaybeJson = (text: string): unknown => {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** A message fit for a toast: the problem's detail when the server sent one, else the error's own. */
export const errorMessage = (error: unknown, fallback = 'Something went wrong. Please try again.'): string => {
  if (error instanceof ApiError) return error.detail ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};

const throwIfNotOk = async (res: Response): Promise<void> => {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
};

/**
 * Sends a request with cookies. A plain object body goes as JSON; FormData goes as multipart
 * (the browser sets the boundary). Resolves with the OK Response, throws ApiError otherwise.
 */
export const apiRequest = async (method: HttpMethod, url: string, body?: unknown): Promise<Response> => {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.body = isForm ? body : JSON.stringify(body);
    if (!isForm) init.headers = { 'Content-Type': 'application/json' };
  }
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
};

/** Reads an OK answer as JSON; an empty body (204) yields undefined. */
export const readJson = async <T>(res: Response): Promise<T> => {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
};

export const requestJson = async <T>(method: HttpMethod, url: string, body?: unknown): Promise<T> =>
  readJson<T>(await apiRequest(method, url, body));

export const getJson = <T>(url: string): Promise<T> => requestJson<T>('GET', url);

/** SWR keys are a URL or an array of parts joined with '/': ['/api/surveys', 3, 'questions']. */
export type ApiKey = string | readonly (string | number)[];

export const keyToUrl = (key: ApiKey): string => (typeof key === 'string' ? key : key.map(String).join('/'));

export type On401 = 'throw' | 'returnNull';

export const createFetcher =
  ({ on401 }: { on401: On401 }) =>
  async <T>(key: ApiKey): Promise<T | null> => {
    try {
      return await getJson<T>(keyToUrl(key));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };

/** The default fetcher: any non-OK answer is an error. */
export const fetcher = async <T>(key: ApiKey): Promise<T> => getJson<T>(keyToUrl(key));

/** For "who am I" style queries where 401 simply means "nobody": yields null instead of throwing. */
export const fetcherOrNullOn401 = createFetcher({ on401: 'returnNull' });

// The one place that talks HTTP. Every non-OK answer becomes an ApiError whose message is
// `${status}: ${bodyText || statusText}` (spec section 8); callers never re-check `res.ok`.
// The API answers errors as RFC 9457 problems (application/problem+json): ApiError reads them once.
// Calls go through `api`, typed by the contract (src/types/generated/api.ts, `npm run contract`):
// a wrong path, parameter or body does not compile (see api-client.type-test.ts).
import createClient from 'openapi-fetch';
import type { paths } from '@/types/generated/api';

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

/** fetch that throws ApiError for a non-OK answer: the one way a call fails. */
const fetchOrThrow = async (input: Request | string, init?: RequestInit): Promise<Response> => {
  const res = await fetch(input, init);
  await throwIfNotOk(res);
  return res;
};

/**
 * A client of the API typed by its contract. Cookies are always included; a body goes as JSON with a
 * JSON content type, FormData as multipart (the browser sets the boundary). `baseUrl` is for specs,
 * which run where a relative URL means nothing.
 */
export const createApiClient = (baseUrl = '') =>
  createClient<paths>({ baseUrl, credentials: 'include', fetch: (request) => fetchOrThrow(request) });

/** The app's client: `answer(api.GET('/api/surveys/{idOrSlug}', { params: { path: { idOrSlug } } }))`. */
export const api = createApiClient();

/**
 * What an OK answer holds (undefined when it is empty, as a 204 is). Any other answer never gets here:
 * the client has thrown ApiError for it.
 */
export const answer = async <T>(call: Promise<{ data?: T }>): Promise<T> => (await call).data as T;

/** For "who am I" reads where 401 simply means "nobody": null instead of the error. */
export const orNullOn401 = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

/** SWR keys are a URL or an array of parts joined with '/': ['/api/surveys', 3, 'questions']. */
export type ApiKey = string | readonly (string | number)[];

export const keyToUrl = (key: ApiKey): string => (typeof key === 'string' ? key : key.map(String).join('/'));

/**
 * The default SWR fetcher: GETs the key's URL (cookies included) and parses the JSON; an empty body
 * is undefined, any non-OK answer an ApiError. Hooks pass their typed call; this one refetches a
 * cached key after a change (lib/refresh.ts), whichever screen shows it.
 */
export const fetcher = async (key: ApiKey): Promise<unknown> => {
  const res = await fetchOrThrow(keyToUrl(key), { method: 'GET', credentials: 'include' });
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
};

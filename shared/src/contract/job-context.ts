/**
 * What travels with an AI job beside its payload: the id of the API request that started it, so the
 * worker's log line for the job names the same request as the API's log lines. It rides in the job's
 * data under REQUEST_ID_KEY; the payload schemas strip unknown keys, so providers never see it.
 */
export const REQUEST_ID_KEY = 'requestId';

/** Short and plain, so a log line cannot be forged through it. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export type JobContext = { requestId?: string };

/** The job data for a payload: the payload itself, plus the request id when there is an acceptable one. */
export function toJobData<P extends object>(payload: P, context: JobContext = {}): P & JobContext {
  const requestId = acceptableRequestId(context.requestId);
  return requestId === undefined ? payload : { ...payload, [REQUEST_ID_KEY]: requestId };
}

/** The request id a job's data carries, when it carries an acceptable one (data may come from any producer). */
export function jobContextOf(data: unknown): JobContext {
  if (typeof data !== 'object' || data === null) return {};
  const requestId = acceptableRequestId((data as Record<string, unknown>)[REQUEST_ID_KEY]);
  return requestId === undefined ? {} : { requestId };
}

/** True for a request id short and plain enough to log and pass on (the API keeps a caller's X-Request-Id only then). */
export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && ACCEPTABLE_REQUEST_ID.test(value);
}

function acceptableRequestId(value: unknown): string | undefined {
  return isAcceptableRequestId(value) ? value : undefined;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { isAcceptableRequestId } from '@seedline/shared';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What follows a request through every await: its id (for logs and the AI jobs it starts). */
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The caller's X-Request-Id when it is acceptable, otherwise a new UUID. */
export function requestIdFrom(header: string | string[] | undefined, generate: () => string = randomUUID): string {
  const value = Array.isArray(header) ? header[0] : header;
  // Ids from a proxy or client are kept when they are short and plain; anything else could forge log lines.
  return isAcceptableRequestId(value) ? value : generate();
}

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The id of the request this code runs for, or undefined outside a request (start-up, timers). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Whether the code runs inside this very context (entered by runWithRequestContext, not left since). */
export function runsIn(context: RequestContext): boolean {
  return storage.getStore() === context;
}

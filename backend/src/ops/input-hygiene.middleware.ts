import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '../common/errors';
import { instanceOf, sendProblem, toProblem } from '../http/problem';
import { pathOf } from '../http/request-path';

/** Far deeper than any payload of the API (the deepest, a chat history, is 3 levels). */
export const MAX_BODY_DEPTH = 32;

export const TOO_DEEP = 'Request body is nested too deeply';
export const BAD_TEXT = 'Text may not contain NUL characters or invalid Unicode';
export const BAD_URL = 'The URL holds a character that is not allowed';

// U+0000 (Postgres text refuses it) and UTF-16 surrogates without their pair (not encodable as UTF-8).
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with a parsed JSON body, or null. Iterative, so a hostile depth cannot overflow
 * the stack here; the depth bound then protects the recursive validators after it.
 */
export function bodyProblem(body: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return BAD_TEXT;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return TOO_DEEP;
    for (const [key, child] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return BAD_TEXT;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** A NUL byte anywhere in the path (raw or percent-encoded) can never name anything. */
export function pathProblem(rawPath: string): string | null {
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
  return /%00|\u0000/i.test(rawPath) ? BAD_URL : null;
}

/**
 * Runs after the JSON body parser (a preValidation hook): input that the database could not store, or that would
 * send the recursive validators into a stack overflow, is refused with 400 JSON up front
 * instead of failing deep inside as a 500.
 */
export function refuseUnstorableInput() {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const problem = pathProblem(pathOf(req.url)) ?? bodyProblem(req.body);
    if (!problem) return;
    return sendProblem(reply, toProblem(new ValidationError(problem), instanceOf(req)));
  };
}

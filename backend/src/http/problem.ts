import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppError, type FieldError, type ProblemExtensions } from '../common/errors';
import { pgErrorCode } from '../db/db';
import type { Problem } from './problem.dto';
import { pathOf } from './request-path';

// Every error answer is an RFC 9457 problem, made here: the exception filter, and the few Fastify
// hooks that answer before Nest (input hygiene, CSRF, API keys), all send it with sendProblem.

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  '57014', // statement timeout: the database is too slow to answer
]);

function isDatabaseDown(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && DB_DOWN_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i.test(
    message,
  );
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

type Failure = { status: number; detail: string; errors?: FieldError[]; extensions?: ProblemExtensions };

const TOO_LARGE_CODES = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE', 'LIMIT_FILE_SIZE']);

/** Body-parser and multipart errors carry a status or a code; map them without leaking internals. */
function transportError(error: unknown): Failure | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { type?: string; status?: number; statusCode?: number; code?: string };
  if (e.type === 'entity.too.large' || (e.code !== undefined && TOO_LARGE_CODES.has(e.code)))
    return { status: 413, detail: 'Request body is too large' };
  if (e.type === 'entity.parse.failed' || e.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return { status: 400, detail: 'Malformed JSON in request body' };
  if (
    e.type === 'encoding.unsupported' ||
    e.type === 'charset.unsupported' ||
    e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
  )
    return { status: 415, detail: 'Unsupported request encoding' };
  if (e.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') return { status: 400, detail: 'Bad request' };
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, detail: error instanceof Error ? error.message : 'Bad request' };
  }
  return null;
}

function failureOf(error: unknown): Failure {
  if (error instanceof AppError) {
    return { status: error.statusCode, detail: error.message, errors: error.errors, extensions: error.extensions };
  }
  if (error instanceof HttpException) return { status: error.getStatus(), detail: httpExceptionMessage(error) };
  const transport = transportError(error);
  if (transport) return transport;
  if (isDatabaseDown(error)) return { status: 503, detail: 'The database is unavailable; please try again shortly' };
  return { status: 500, detail: 'Internal server error' };
}

/**
 * The problem any thrown value answers with; `instance` is the request's path. Never a stack trace:
 * anything unexpected is a plain 500.
 */
export function toProblem(error: unknown, instance: string): Problem {
  const { status, detail, errors, extensions } = failureOf(error);
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    instance,
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...extensions,
    statusCode: status,
    message: detail,
  };
}

/** The path a problem names as its instance: the request's, without the query, within reason. */
export function instanceOf(req: { originalUrl?: string; url?: string }): string {
  return pathOf(req.originalUrl ?? req.url ?? '/').slice(0, 512);
}

/** Sends the problem as application/problem+json with its status; headers already set stay. */
export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  // A download that failed before its first byte is no download.
  reply.removeHeader('Content-Disposition');
  reply.raw.removeHeader('Content-Disposition');
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
}

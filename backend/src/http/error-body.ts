import { HttpException } from '@nestjs/common';
import { AppError } from '../common/errors';
import { pgErrorCode } from '../db/db';
import type { ErrorBody } from './error-body.dto';

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

/** Body-parser and multer errors carry a status or a type; map them without leaking internals. */
function transportError(error: unknown): ErrorBody | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { type?: string; status?: number; statusCode?: number; code?: string };
  if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE')
    return { statusCode: 413, message: 'Request body is too large' };
  if (e.type === 'entity.parse.failed') return { statusCode: 400, message: 'Malformed JSON in request body' };
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return { statusCode: 415, message: 'Unsupported request encoding' };
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: error instanceof Error ? error.message : 'Bad request' };
  }
  return null;
}

/** One place that turns any thrown value into the JSON error answer. Never a stack trace. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message };
  if (error instanceof HttpException) return { statusCode: error.getStatus(), message: httpExceptionMessage(error) };
  const transport = transportError(error);
  if (transport) return transport;
  if (isDatabaseDown(error))
    return { statusCode: 503, message: 'The database is unavailable; please try again shortly' };
  return { statusCode: 500, message: 'Internal server error' };
}

import { applyDecorators } from '@nestjs/common';
import { ApiCookieAuth, ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE } from './problem';
import { FieldProblem, Problem } from './problem.dto';

// The reference's words for each error status (docs/API.md says when each happens). Routes list the
// statuses they can answer; the body is always a Problem (RFC 9457, application/problem+json).

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503 | 504;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Bad input: the message names the field',
  401: 'No admin session',
  403: 'A role below the one the operation needs (x-required-role), or a state-changing request from another origin',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'Gone: it was deleted',
  413: 'Too large',
  422: 'Understood, but this deployment cannot do it',
  429: 'Rate limited: try again after Retry-After seconds',
  503: 'A dependency (database, queue or AI provider) is unavailable',
  504: 'The AI job did not finish in time',
};

/** Security scheme names, declared once in the document (http/openapi.ts). */
export const SESSION_AUTH = 'session';
export const METRICS_TOKEN_AUTH = 'metricsToken';
export const API_KEY_AUTH = 'apiKey';

/** One error answer; `description` says what it means on this route when the default is too vague. */
export function ApiError(status: ErrorStatus, description = ERROR_DESCRIPTIONS[status]) {
  const response = ApiResponse({
    status,
    description,
    content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(Problem) } } },
    ...(status === 429
      ? {
          headers: {
            'Retry-After': { description: 'Seconds until the limit resets', schema: { type: 'integer' } },
            'RateLimit-Limit': { description: 'Requests allowed in the window', schema: { type: 'integer' } },
            'RateLimit-Remaining': { description: 'Requests left in the window', schema: { type: 'integer' } },
            'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
          },
        }
      : {}),
  });
  return applyDecorators(ApiExtraModels(Problem, FieldProblem), response);
}

/** The error answers a route can give, each with its default description. */
export function ApiErrors(...statuses: ErrorStatus[]) {
  return applyDecorators(...statuses.map((status) => ApiError(status)));
}

/** Admin only: the session cookie of a logged-in admin, else 401. */
export function ApiAdminOnly() {
  return applyDecorators(ApiCookieAuth(SESSION_AUTH), ApiError(401));
}

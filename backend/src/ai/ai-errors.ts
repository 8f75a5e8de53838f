import {
  AiJobFailedError,
  AiJobTimeoutError,
  AiUnavailableError,
  AiUnsupportedError,
  InvalidJobInputError,
} from '@seedline/shared';
import { AppError, GatewayTimeoutError, ServiceUnavailableError, ValidationError } from '../common/errors';
import type { AiJobOutcome } from '../ops/metrics';

export const AI_TIMEOUT_MESSAGE = 'The AI did not answer in time; please try again';
export const AI_UNAVAILABLE_MESSAGE = 'The AI service is unavailable right now; please try again shortly';
export const AI_FAILED_MESSAGE = 'The AI service could not answer; please try again later';

/** The request was understood but this deployment's AI cannot do it (the offline provider translating). */
export class AiUnsupportedHttpError extends AppError {
  readonly statusCode = 422;
}

/**
 * What a failed AI job means over HTTP: bad input 400, a job the provider cannot do 422 (its message
 * is meant for the admin), timeout 504, queue or provider down 503.
 * Provider details (which may name keys or hosts) stay in the log, not in the answer.
 */
export function aiFailure(error: unknown): { error: unknown; outcome: AiJobOutcome } {
  if (error instanceof InvalidJobInputError) return { error: new ValidationError(error.message), outcome: 'invalid' };
  if (error instanceof AiUnsupportedError) {
    return { error: new AiUnsupportedHttpError(error.message), outcome: 'invalid' };
  }
  if (error instanceof AiJobTimeoutError)
    return { error: new GatewayTimeoutError(AI_TIMEOUT_MESSAGE), outcome: 'timeout' };
  if (error instanceof AiUnavailableError)
    return { error: new ServiceUnavailableError(AI_UNAVAILABLE_MESSAGE), outcome: 'unavailable' };
  if (error instanceof AiJobFailedError)
    return { error: new ServiceUnavailableError(AI_FAILED_MESSAGE), outcome: 'failed' };
  // Our own errors (e.g. unknown response) pass as they are; anything else is a bug: 500.
  return { error, outcome: error instanceof AppError ? 'invalid' : 'failed' };
}

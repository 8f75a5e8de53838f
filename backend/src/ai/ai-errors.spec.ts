import {
  AiJobFailedError,
  AiJobTimeoutError,
  AiUnavailableError,
  AiUnsupportedError,
  InvalidJobInputError,
  OFFLINE_CANNOT_TRANSLATE_MESSAGE,
} from '@seedline/shared';
import { GatewayTimeoutError, NotFoundError, ServiceUnavailableError, ValidationError } from '../common/errors';
import {
  AI_FAILED_MESSAGE,
  AI_TIMEOUT_MESSAGE,
  AI_UNAVAILABLE_MESSAGE,
  AiUnsupportedHttpError,
  aiFailure,
} from './ai-errors';

describe('aiFailure', () => {
  it.each([
    [new InvalidJobInputError('companyData: required'), ValidationError, 'companyData: required', 'invalid'],
    [
      new AiUnsupportedError(OFFLINE_CANNOT_TRANSLATE_MESSAGE),
      AiUnsupportedHttpError,
      OFFLINE_CANNOT_TRANSLATE_MESSAGE,
      'invalid',
    ],
    [new AiJobTimeoutError('chat-followup', 30_000), GatewayTimeoutError, AI_TIMEOUT_MESSAGE, 'timeout'],
    [new AiUnavailableError(), ServiceUnavailableError, AI_UNAVAILABLE_MESSAGE, 'unavailable'],
    [
      new AiJobFailedError('generate-questions', 'The AI provider answered 401: Incorrect API key sk-...'),
      ServiceUnavailableError,
      AI_FAILED_MESSAGE,
      'failed',
    ],
  ])('maps %s', (raw, type, message, outcome) => {
    const { error, outcome: seen } = aiFailure(raw);
    expect(error).toBeInstanceOf(type);
    expect((error as Error).message).toBe(message);
    expect(seen).toBe(outcome);
  });

  it('answers 422 for a job the provider cannot do', () => {
    expect((aiFailure(new AiUnsupportedError('cannot')).error as AiUnsupportedHttpError).statusCode).toBe(422);
  });

  it('keeps provider details out of the answer', () => {
    const { error } = aiFailure(
      new AiJobFailedError('generate-questions', 'answered 401: Incorrect API key sk-secret'),
    );
    expect((error as Error).message).not.toContain('sk-secret');
  });

  it('passes the app’s own errors through and leaves unknown ones to the 500 path', () => {
    const notFound = new NotFoundError('Response not found');
    expect(aiFailure(notFound).error).toBe(notFound);
    const bug = new TypeError('x is undefined');
    expect(aiFailure(bug)).toEqual({ error: bug, outcome: 'failed' });
  });
});

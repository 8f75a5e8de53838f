import { UnrecoverableError } from 'bullmq';
import { AiProviderError, AiUnsupportedError, InvalidJobInputError } from '@seedline/shared';
import { asQueueFailure, isUnrecoverable } from './final-failure';

describe('final job failures', () => {
  it("knows the contract's final errors and BullMQ's own as unrecoverable, and a provider failure as retryable", () => {
    expect(isUnrecoverable(new InvalidJobInputError('Unknown AI job "x"'))).toBe(true);
    expect(isUnrecoverable(new AiUnsupportedError('The offline AI provider cannot translate'))).toBe(true);
    expect(isUnrecoverable(new UnrecoverableError('stop'))).toBe(true);
    expect(isUnrecoverable(new AiProviderError('HTTP 503'))).toBe(false);
    expect(isUnrecoverable('a string')).toBe(false);
  });

  it('hands BullMQ a final error as an UnrecoverableError that keeps its name and message', () => {
    const failure = asQueueFailure(new AiUnsupportedError('The offline AI provider cannot translate'));
    expect(failure).toBeInstanceOf(UnrecoverableError);
    expect(failure).toMatchObject({ name: 'AiUnsupportedError', message: 'The offline AI provider cannot translate' });
    const retryable = new AiProviderError('HTTP 503');
    expect(asQueueFailure(retryable)).toBe(retryable);
  });
});

import { NotFoundError } from '../common/errors';
import { decide, evolve, initialState } from './response-erasure.decider';
import { evolve as evolveResponse, initialState as initialResponse } from './response.decider';
import type { ResponseEvent } from './response.events';

const NOW = '2026-01-02T03:04:05.000Z';
const started: ResponseEvent = {
  type: 'ResponseStarted',
  schemaVersion: 1,
  data: {
    responseId: 'r1',
    surveyId: 's1',
    surveyMode: 'traditional',
    language: null,
    respondentName: null,
    respondentEmail: null,
    startedAt: NOW,
  },
};
const completed: ResponseEvent = {
  type: 'ResponseCompleted',
  schemaVersion: 1,
  data: { responseId: 'r1', completedAt: NOW },
};
const erased: ResponseEvent = { type: 'ResponseErased', schemaVersion: 1, data: { responseId: 'r1', erasedAt: NOW } };
const fold = (events: ResponseEvent[]) => events.reduce(evolve, initialState());

describe('response erasure decider', () => {
  it('erases a response that exists', () => {
    expect(decide({ type: 'EraseResponse', responseId: 'r1', now: NOW }, fold([started, completed]))).toEqual([erased]);
  });

  it('refuses a response that does not exist or was erased already', () => {
    const erase = { type: 'EraseResponse', responseId: 'r1', now: NOW } as const;
    expect(() => decide(erase, fold([]))).toThrow(NotFoundError);
    expect(() => decide(erase, fold([started, erased]))).toThrow(NotFoundError);
  });

  it('leaves a completed response alone when only incomplete ones are to go (bulk spam erasure)', () => {
    const erase = { type: 'EraseResponse', responseId: 'r1', onlyIncomplete: true, now: NOW } as const;
    expect(decide(erase, fold([started, completed]))).toEqual([]);
    expect(decide(erase, fold([started]))).toEqual([erased]);
  });

  it('makes the response unknown to every later command of the response decider', () => {
    expect([started, erased].reduce(evolveResponse, initialResponse())).toEqual({ status: 'none' });
  });
});

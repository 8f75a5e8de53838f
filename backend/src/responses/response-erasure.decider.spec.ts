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
const answered = (questionId: string): ResponseEvent => ({
  type: 'AnswerRecorded',
  schemaVersion: 1,
  data: { responseId: 'r1', questionId, answerText: 'personal text', recordedAt: NOW },
});
type Summary = Omit<Extract<ResponseEvent, { type: 'ResponseErased' }>['data'], 'responseId' | 'erasedAt'>;
const summary: Summary = {
  surveyId: 's1',
  surveyMode: 'traditional',
  language: null,
  answeredQuestionIds: [],
  completed: false,
};
const erasedWith = (fields: Partial<Summary> = {}): ResponseEvent => ({
  type: 'ResponseErased',
  schemaVersion: 1,
  data: { responseId: 'r1', erasedAt: NOW, ...summary, ...fields },
});
const erased = erasedWith();
const fold = (events: ResponseEvent[]) => events.reduce(evolve, initialState());

describe('response erasure decider', () => {
  it('erases a response that exists', () => {
    expect(decide({ type: 'EraseResponse', responseId: 'r1', now: NOW }, fold([started]))).toEqual([erased]);
  });

  it('says, without personal data, what the erased response was: survey, mode, language, questions answered, completed', () => {
    const inUrdu: ResponseEvent = {
      ...started,
      data: { ...(started.data as object), surveyMode: 'ai_chat', language: 'ur' },
    } as ResponseEvent;
    const past = [inUrdu, answered('q2'), answered('q1'), answered('q2'), completed];
    expect(decide({ type: 'EraseResponse', responseId: 'r1', now: NOW }, fold(past))).toEqual([
      erasedWith({ surveyMode: 'ai_chat', language: 'ur', answeredQuestionIds: ['q2', 'q1'], completed: true }),
    ]);
    const [event] = decide({ type: 'EraseResponse', responseId: 'r1', now: NOW }, fold(past));
    expect(JSON.stringify(event)).not.toContain('personal text');
  });

  it('refuses a response that does not exist or was erased already', () => {
    const erase = { type: 'EraseResponse', responseId: 'r1', now: NOW } as const;
    expect(() => decide(erase, fold([]))).toThrow(NotFoundError);
    expect(() => decide(erase, fold([started, erased]))).toThrow(NotFoundError);
  });

  it('leaves a completed response alone when only incomplete ones are to go (bulk spam erasure)', () => {
    const erase = { type: 'EraseResponse', responseId: 'r1', onlyIncomplete: true, now: NOW } as const;
    expect(decide(erase, fold([started, completed]))).toEqual([]);
    expect(decide(erase, fold([started, answered('q1')]))).toEqual([erasedWith({ answeredQuestionIds: ['q1'] })]);
  });

  it('makes the response unknown to every later command of the response decider', () => {
    expect([started, erased].reduce(evolveResponse, initialResponse())).toEqual({ status: 'none' });
  });
});

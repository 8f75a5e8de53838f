import type { ResponseStarted } from '../responses/response.events';

/** Response r1 on survey s1 started, for the response decider's specs: traditional, no respondent, unless given. */
export const responseStarted = (data: Partial<ResponseStarted['data']> = {}): ResponseStarted => ({
  type: 'ResponseStarted',
  schemaVersion: 1,
  data: {
    responseId: 'r1',
    surveyId: 's1',
    surveyMode: 'traditional',
    language: null,
    respondentName: null,
    respondentEmail: null,
    startedAt: '2025-03-01T10:00:00.000Z',
    ...data,
  },
});

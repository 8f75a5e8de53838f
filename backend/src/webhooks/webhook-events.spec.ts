import { toWebhookEvent, wants, type LogEvent } from './webhook-events';

const at = '2026-11-26T12:00:00.000Z';
const log = (over: Partial<LogEvent>): LogEvent => ({
  position: 10,
  streamId: 'response-r1',
  type: 'ResponseCompleted',
  surveyId: 's1',
  recordedAt: at,
  ...over,
});

describe('log events as webhook events', () => {
  it.each([
    [{ type: 'ResponseStarted' }, { type: 'response.started', surveyId: 's1', subjectId: 'r1' }],
    [{ type: 'ResponseCompleted' }, { type: 'response.completed', surveyId: 's1', subjectId: 'r1' }],
    [{ type: 'ResponseErased' }, { type: 'response.erased', surveyId: 's1', subjectId: 'r1' }],
    [
      { type: 'SurveyDeactivated', streamId: 'survey-s2', surveyId: null },
      { type: 'survey.closed', surveyId: 's2', subjectId: null },
    ],
    [
      { type: 'ReportCompleted', streamId: 'report-p1' },
      { type: 'report.completed', surveyId: 's1', subjectId: 'p1' },
    ],
  ])('%o becomes %o', (over, expected) => {
    expect(toWebhookEvent(log(over))).toEqual({ ...expected, position: 10, at });
  });

  it('ignores the rest of the log', () => {
    expect(toWebhookEvent(log({ type: 'AnswerRecorded' }))).toBeNull();
    expect(toWebhookEvent(log({ type: 'SurveyCreated', streamId: 'survey-s1' }))).toBeNull();
  });

  it('routes to endpoints of the type, the survey (or all) and added before the event', () => {
    const event = toWebhookEvent(log({}))!;
    const endpoint = { id: 'e', surveyId: null, eventTypes: ['response.completed'], createdPosition: 9 };
    expect(wants(endpoint, event)).toBe(true);
    expect(wants({ ...endpoint, surveyId: 's1' }, event)).toBe(true);
    expect(wants({ ...endpoint, surveyId: 's2' }, event)).toBe(false);
    expect(wants({ ...endpoint, eventTypes: ['response.started'] }, event)).toBe(false);
    expect(wants({ ...endpoint, createdPosition: 10 }, event)).toBe(false);
  });
});

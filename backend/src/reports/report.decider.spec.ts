import type { AnalyseResponsesResult } from '@seedline/shared';
import { IllegalStateError, NotFoundError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { decider, NO_RESPONSES_MESSAGE, streamIdFor, type ReportCommand } from './report.decider';
import type { ReportCompleted, ReportEvent, ReportFailed, ReportRequested, ReportStarted } from './report.events';

const REQUESTED_AT = '2025-03-01T10:00:00.000Z';
const STARTED_AT = '2025-03-01T10:00:01.000Z';
const DONE_AT = '2025-03-01T10:00:04.500Z';
const coverage = { responses: 3, from: '2025-02-01T09:00:00.000Z', to: '2025-02-03T09:00:00.000Z' };

const given = deciderSpec(decider);

const report: AnalyseResponsesResult = {
  themes: [],
  opportunities: [],
  droppedQuotes: 2,
  coverage,
  provider: 'offline',
};

const requested: ReportRequested = {
  type: 'ReportRequested',
  schemaVersion: 1,
  data: { reportId: 'r1', surveyId: 's1', requestedAt: REQUESTED_AT, provider: 'offline', coverage },
};
const started: ReportStarted = {
  type: 'ReportStarted',
  schemaVersion: 1,
  data: { reportId: 'r1', startedAt: STARTED_AT },
};
const completed: ReportCompleted = {
  type: 'ReportCompleted',
  schemaVersion: 1,
  data: { reportId: 'r1', completedAt: DONE_AT, durationMs: 4_500, droppedQuotes: 2, report },
};
const failed: ReportFailed = {
  type: 'ReportFailed',
  schemaVersion: 1,
  data: { reportId: 'r1', failedAt: DONE_AT, message: 'The AI provider answered 401' },
};

const request = (over: Partial<Extract<ReportCommand, { type: 'RequestReport' }>> = {}): ReportCommand => ({
  type: 'RequestReport',
  reportId: 'r1',
  surveyId: 's1',
  provider: 'offline',
  coverage,
  now: REQUESTED_AT,
  ...over,
});
const start: ReportCommand = { type: 'StartReport', reportId: 'r1', now: STARTED_AT };
const complete: ReportCommand = { type: 'CompleteReport', reportId: 'r1', report, now: DONE_AT };
const fail = (message = 'The AI provider answered 401'): ReportCommand => ({
  type: 'FailReport',
  reportId: 'r1',
  message,
  now: DONE_AT,
});

describe('report decider', () => {
  it('names the stream report-<id>', () => {
    expect(streamIdFor('r1')).toBe('report-r1');
  });

  describe('RequestReport', () => {
    it('records the request with its coverage and provider', () => given().when(request()).then([requested]));

    it('refuses a survey without answered responses (409)', () =>
      given()
        .when(request({ coverage: { responses: 0, from: null, to: null } }))
        .thenThrows(new IllegalStateError(NO_RESPONSES_MESSAGE)));

    it('refuses a second request on the same stream', () =>
      given(requested).when(request()).thenThrows(new IllegalStateError('Report already requested')));
  });

  describe('StartReport', () => {
    it('records that a queued report runs', () => given(requested).when(start).then([started]));
    it('records nothing when it was already seen running', () => given(requested, started).when(start).then([]));
    it('records nothing once the report ended', () => given(requested, completed).when(start).then([]));
    it('refuses an unknown report', () => given().when(start).thenThrows(new NotFoundError('Report not found')));
  });

  describe('CompleteReport', () => {
    it('records the report, its dropped quotes and the time since the request', () =>
      given(requested, started).when(complete).then([completed]));

    it('completes a report never seen running', () => given(requested).when(complete).then([completed]));

    it('times the report to the end of the job when the runner knows it, not to when the API learned of it', () =>
      given(requested)
        .when({ ...complete, finishedAt: '2025-03-01T10:00:02.000Z', now: '2025-03-01T11:00:00.000Z' } as ReportCommand)
        .then([
          { ...completed, data: { ...completed.data, completedAt: '2025-03-01T10:00:02.000Z', durationMs: 2_000 } },
        ]));

    it('records nothing when two readers find the same outcome', () =>
      given(requested, completed).when(complete).then([]));

    it('records nothing after a failure', () => given(requested, failed).when(complete).then([]));
  });

  describe('FailReport', () => {
    it('records the message', () => given(requested, started).when(fail()).then([failed]));

    it('keeps a long message to 500 characters', () => {
      const events = decider.decide(fail('x'.repeat(900)), [requested].reduce(decider.evolve, decider.initialState()));
      expect((events[0] as ReportFailed).data.message).toHaveLength(500);
    });

    it('records nothing once completed', () => given(requested, completed).when(fail()).then([]));
  });

  it('evolves through the statuses', () => {
    const fold = (events: ReportEvent[]) => events.reduce(decider.evolve, decider.initialState());
    expect(fold([]).status).toBe('none');
    expect(fold([requested]).status).toBe('queued');
    expect(fold([requested, started]).status).toBe('running');
    expect(fold([requested, started, completed]).status).toBe('completed');
    expect(fold([requested, failed]).status).toBe('failed');
    // A stored event that does not fit is skipped.
    expect(fold([requested, completed, started]).status).toBe('completed');
  });
});

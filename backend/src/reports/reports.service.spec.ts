import type { AnalyseResponsesResult } from '@seedline/shared';
import { LOST_JOB_GRACE_MS, LOST_JOB_MESSAGE, commandFor, coverageOf } from './reports.service';

const REQUESTED = '2025-03-01T10:00:00.000Z';
const row = { id: 'r1', status: 'queued' as const, requestedAt: REQUESTED };
const soon = '2025-03-01T10:00:05.000Z';
const late = new Date(Date.parse(REQUESTED) + LOST_JOB_GRACE_MS + 1).toISOString();
const result: AnalyseResponsesResult = {
  themes: [],
  opportunities: [],
  droppedQuotes: 0,
  coverage: { responses: 1, from: null, to: null },
  provider: 'offline',
};

describe('what a job state means for its report', () => {
  it('records nothing while queued, a start once running, nothing more while it runs', () => {
    expect(commandFor(row, { state: 'queued', progress: 0 }, soon)).toBeNull();
    expect(commandFor(row, { state: 'running', progress: 10 }, soon)).toEqual({
      type: 'StartReport',
      reportId: 'r1',
      now: soon,
    });
    expect(commandFor({ ...row, status: 'running' }, { state: 'running', progress: 50 }, soon)).toBeNull();
  });

  it('records the outcome: the report, or the failure message', () => {
    expect(commandFor(row, { state: 'completed', progress: 100, result, finishedAt: REQUESTED }, soon)).toEqual({
      type: 'CompleteReport',
      reportId: 'r1',
      report: result,
      finishedAt: REQUESTED,
      now: soon,
    });
    expect(commandFor(row, { state: 'failed', progress: 30, message: 'boom' }, soon)).toEqual({
      type: 'FailReport',
      reportId: 'r1',
      message: 'boom',
      finishedAt: undefined,
      now: soon,
    });
  });

  it('calls a job the runner does not know lost only after a grace period', () => {
    expect(commandFor(row, { state: 'missing' }, soon)).toBeNull();
    expect(commandFor(row, { state: 'missing' }, late)).toEqual({
      type: 'FailReport',
      reportId: 'r1',
      message: LOST_JOB_MESSAGE,
      now: late,
    });
  });

  it('covers the span of the start times', () => {
    expect(coverageOf([])).toEqual({ responses: 0, from: null, to: null });
    expect(coverageOf([{ startedAt: '2025-02-03T00:00:00.000Z' }, { startedAt: '2025-02-01T00:00:00.000Z' }])).toEqual({
      responses: 2,
      from: '2025-02-01T00:00:00.000Z',
      to: '2025-02-03T00:00:00.000Z',
    });
  });
});

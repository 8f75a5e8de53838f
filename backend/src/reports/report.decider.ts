// Pure decisions for a report stream. Time and ids arrive with the command; whether the survey exists
// and what the analysis covers come from the read models, checked by the service before deciding.

import type { AnalyseResponsesResult, AnalysisProvider } from '@seedline/shared';
import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import type {
  ReportCompleted,
  ReportCoverage,
  ReportEvent,
  ReportFailed,
  ReportRequested,
  ReportStarted,
} from './report.events';

export const streamIdFor = (reportId: string): string => `report-${reportId}`;

export const NO_RESPONSES_MESSAGE = 'This survey has no answered responses to analyse yet';
export const MAX_FAILURE_MESSAGE_LENGTH = 500;

// ---- commands ----

export type RequestReport = {
  type: 'RequestReport';
  reportId: string;
  surveyId: string;
  provider: AnalysisProvider;
  coverage: ReportCoverage;
  now: string;
};
export type StartReport = { type: 'StartReport'; reportId: string; now: string };
/** `finishedAt`: when the job ended, if the runner knows; else `now`, when the API learned of it. */
export type CompleteReport = {
  type: 'CompleteReport';
  reportId: string;
  report: AnalyseResponsesResult;
  finishedAt?: string;
  now: string;
};
export type FailReport = { type: 'FailReport'; reportId: string; message: string; finishedAt?: string; now: string };

export type ReportCommand = RequestReport | StartReport | CompleteReport | FailReport;

// ---- state ----

export type ReportStatus = 'queued' | 'running' | 'completed' | 'failed';

export type ReportState = { status: 'none' } | { status: ReportStatus; reportId: string; requestedAt: string };

export const initialState = (): ReportState => ({ status: 'none' });

export function evolve(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'ReportRequested':
      return { status: 'queued', reportId: event.data.reportId, requestedAt: event.data.requestedAt };
    case 'ReportStarted':
      // Stored events are facts: one that does not fit the state is skipped, never rejected.
      return state.status === 'queued' ? { ...state, status: 'running' } : state;
    case 'ReportCompleted':
      return state.status === 'none' ? state : { ...state, status: 'completed' };
    case 'ReportFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown report event ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

// ---- decisions ----

const isFinished = (state: ReportState) => state.status === 'completed' || state.status === 'failed';

function requestReport(command: RequestReport, state: ReportState): ReportRequested[] {
  if (state.status !== 'none') throw new IllegalStateError('Report already requested');
  if (command.coverage.responses < 1) throw new IllegalStateError(NO_RESPONSES_MESSAGE);
  return [
    {
      type: 'ReportRequested',
      schemaVersion: 1,
      data: {
        reportId: command.reportId,
        surveyId: command.surveyId,
        requestedAt: command.now,
        provider: command.provider,
        coverage: command.coverage,
      },
    },
  ];
}

/** Only a queued report starts; seen running again (or after it ended), nothing new happened. */
function startReport(command: StartReport, state: ReportState): ReportStarted[] {
  if (state.status === 'none') throw new NotFoundError('Report not found');
  if (state.status !== 'queued') return [];
  return [{ type: 'ReportStarted', schemaVersion: 1, data: { reportId: state.reportId, startedAt: command.now } }];
}

/** Two readers may find the same outcome at once: the second records nothing. */
function completeReport(command: CompleteReport, state: ReportState): ReportCompleted[] {
  if (state.status === 'none') throw new NotFoundError('Report not found');
  if (isFinished(state)) return [];
  const completedAt = command.finishedAt ?? command.now;
  const durationMs = Math.max(0, Date.parse(completedAt) - Date.parse(state.requestedAt));
  return [
    {
      type: 'ReportCompleted',
      schemaVersion: 1,
      data: {
        reportId: state.reportId,
        completedAt,
        durationMs,
        droppedQuotes: command.report.droppedQuotes,
        report: command.report,
      },
    },
  ];
}

function failReport(command: FailReport, state: ReportState): ReportFailed[] {
  if (state.status === 'none') throw new NotFoundError('Report not found');
  if (isFinished(state)) return [];
  const message = command.message.trim();
  if (!message) throw new ValidationError('A failed report needs a message');
  return [
    {
      type: 'ReportFailed',
      schemaVersion: 1,
      data: {
        reportId: state.reportId,
        failedAt: command.finishedAt ?? command.now,
        message: message.slice(0, MAX_FAILURE_MESSAGE_LENGTH),
      },
    },
  ];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: ReportCommand, state: ReportState): ReportEvent[] {
  switch (command.type) {
    case 'RequestReport':
      return requestReport(command, state);
    case 'StartReport':
      return startReport(command, state);
    case 'CompleteReport':
      return completeReport(command, state);
    case 'FailReport':
      return failReport(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

export const decider = { initialState, evolve, decide };

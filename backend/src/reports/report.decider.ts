// Pure decisions for a report stream. Time and ids arrive with the command; whether the survey exists
// and what the analysis covers come from the read models, checked by the service before deciding.

import type { AnalyseResponsesResult, AnalysisProvider } from '@seedline/shared';
import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import {
  applyCuration,
  boardFrom,
  CURATION_TYPES,
  carryCuration,
  type Board,
  type CurationBaseline,
  type CurationChange,
} from './findings-board';
import type {
  CurationCarriedOver,
  ReportCurated,
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
  /** A re-run: the curation of the survey's latest curated report, kept. */
  baseline?: CurationBaseline;
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

/** A findings-board change (a split's new theme id comes with it). */
export type CurateReport = { type: 'CurateReport'; reportId: string; change: CurationChange };

export type ReportCommand = RequestReport | StartReport | CompleteReport | FailReport | CurateReport;

export const CURATE_NOT_COMPLETED_MESSAGE = 'Only a completed report can be curated';
export const THEME_NOT_FOUND_MESSAGE = 'Theme not found';
export const MAX_THEME_NAME_LENGTH = 120;
export const MAX_CURATION_REASON_LENGTH = 300;
export const MAX_SEGMENT_NOTES_LENGTH = 1_000;
export const MAX_CHOSEN_QUOTES = 5;

// ---- state ----

export type ReportStatus = 'queued' | 'running' | 'completed' | 'failed';

export type ReportState =
  | { status: 'none' }
  | {
      status: ReportStatus;
      reportId: string;
      requestedAt: string;
      /** The curation a re-run carries in, until the analysis completes. */
      baseline?: CurationBaseline;
      /** Once completed: the findings board, and the opportunities' ids. */
      board?: Board;
      opportunityIds?: string[];
    };

export const initialState = (): ReportState => ({ status: 'none' });

export function evolve(state: ReportState, event: ReportEvent): ReportState {
  if (isCuration(event)) {
    return state.status !== 'none' && state.board ? { ...state, board: applyCuration(state.board, event) } : state;
  }
  switch (event.type) {
    case 'ReportRequested':
      return { status: 'queued', reportId: event.data.reportId, requestedAt: event.data.requestedAt };
    case 'ReportStarted':
      // Stored events are facts: one that does not fit the state is skipped, never rejected.
      return state.status === 'queued' ? { ...state, status: 'running' } : state;
    case 'ReportCompleted': {
      if (state.status === 'none') return state;
      const report = event.data.report;
      return {
        status: 'completed',
        reportId: state.reportId,
        requestedAt: state.requestedAt,
        board: state.baseline ? carryCuration(state.baseline, report) : boardFrom(report),
        opportunityIds: report.opportunities.map((o) => o.id),
      };
    }
    case 'CurationCarriedOver':
      return state.status === 'none' ? state : { ...state, baseline: event.data.baseline };
    case 'ReportFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown report event ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

const isCuration = (event: ReportEvent): event is ReportCurated =>
  (CURATION_TYPES as readonly string[]).includes(event.type);

// ---- decisions ----

const isFinished = (state: ReportState) => state.status === 'completed' || state.status === 'failed';

function requestReport(command: RequestReport, state: ReportState): Array<ReportRequested | CurationCarriedOver> {
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
    ...(command.baseline && command.baseline.themes.length > 0
      ? [
          {
            type: 'CurationCarriedOver' as const,
            schemaVersion: 1 as const,
            data: { reportId: command.reportId, baseline: command.baseline },
          },
        ]
      : []),
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

const text = (value: string, what: string, max: number): string => {
  const trimmed = value.trim();
  if (!trimmed) throw new ValidationError(`${what} cannot be empty`);
  if (trimmed.length > max) throw new ValidationError(`${what} is at most ${max} characters`);
  return trimmed;
};

/** A findings-board change, checked against the board: its themes, answers and opportunities must exist. */
function curateReport(command: CurateReport, state: ReportState): ReportCurated[] {
  if (state.status === 'none') throw new NotFoundError('Report not found');
  if (state.status !== 'completed' || !state.board) throw new IllegalStateError(CURATE_NOT_COMPLETED_MESSAGE);
  const board = state.board;
  const theme = (id: string) => {
    const found = board.themes.find((t) => t.id === id);
    if (!found) throw new NotFoundError(THEME_NOT_FOUND_MESSAGE);
    return found;
  };
  const event = (change: CurationChange): ReportCurated[] => [{ ...change, schemaVersion: 1 } as ReportCurated];
  const change = command.change;
  switch (change.type) {
    case 'ThemeRenamed': {
      const name = text(change.data.name, 'A theme name', MAX_THEME_NAME_LENGTH);
      return theme(change.data.themeId).name === name
        ? []
        : event({ type: change.type, data: { ...change.data, name } });
    }
    case 'ThemesMerged':
      theme(change.data.themeId);
      theme(change.data.intoThemeId);
      if (change.data.themeId === change.data.intoThemeId)
        throw new ValidationError('A theme cannot merge into itself');
      return event(change);
    case 'ThemeSplit': {
      const from = theme(change.data.themeId);
      if (board.themes.some((t) => t.id === change.data.newThemeId))
        throw new IllegalStateError('Theme already exists');
      const picked = [...new Set(change.data.responseIds)];
      if (picked.length === 0) throw new ValidationError('Pick the answers that form the new theme');
      const held = new Set(from.responseIds);
      if (picked.some((id) => !held.has(id))) throw new ValidationError('Every answer picked must be in the theme');
      if (picked.length === from.responseIds.length)
        throw new ValidationError('Leave at least one answer in the theme');
      const name = text(change.data.name, 'A theme name', MAX_THEME_NAME_LENGTH);
      return event({ type: change.type, data: { ...change.data, name, responseIds: picked } });
    }
    case 'ThemeHidden': {
      const found = theme(change.data.themeId);
      const reason = text(change.data.reason, 'The reason for hiding a theme', MAX_CURATION_REASON_LENGTH);
      return found.hidden?.reason === reason ? [] : event({ type: change.type, data: { ...change.data, reason } });
    }
    case 'ThemeShown':
      return theme(change.data.themeId).hidden ? event(change) : [];
    case 'ThemeKept':
      return theme(change.data.themeId).origin === 'candidate' ? event(change) : [];
    case 'AnswerMoved': {
      const from = theme(change.data.fromThemeId);
      theme(change.data.toThemeId);
      if (!from.responseIds.includes(change.data.responseId))
        throw new ValidationError('The answer is not in that theme');
      return change.data.fromThemeId === change.data.toThemeId ? [] : event(change);
    }
    case 'QuotesChosen': {
      const found = theme(change.data.themeId);
      const keys = [...new Set(change.data.quoteKeys)];
      if (keys.length > MAX_CHOSEN_QUOTES)
        throw new ValidationError(`A theme shows at most ${MAX_CHOSEN_QUOTES} quotes`);
      if (keys.some((key) => !found.responseIds.includes(key.split('/')[0] ?? ''))) {
        throw new ValidationError('A theme quotes only its own answers');
      }
      return event({ type: change.type, data: { ...change.data, quoteKeys: keys } });
    }
    case 'SegmentNotesSet': {
      const found = theme(change.data.themeId);
      const notes = change.data.notes.trim();
      if (notes.length > MAX_SEGMENT_NOTES_LENGTH) {
        throw new ValidationError(`Segment notes are at most ${MAX_SEGMENT_NOTES_LENGTH} characters`);
      }
      return (found.segmentNotes ?? '') === notes ? [] : event({ type: change.type, data: { ...change.data, notes } });
    }
    case 'IceScoresEdited': {
      if (!state.opportunityIds?.includes(change.data.opportunityId)) throw new NotFoundError('Opportunity not found');
      for (const value of [change.data.impact, change.data.confidence, change.data.ease]) {
        if (!Number.isInteger(value) || value < 1 || value > 10) {
          throw new ValidationError('ICE scores are whole numbers from 1 to 10');
        }
      }
      const reason = text(change.data.reason, 'The reason for the new scores', MAX_CURATION_REASON_LENGTH);
      return event({ type: change.type, data: { ...change.data, reason } });
    }
    default: {
      const unhandled: never = change;
      throw new ValidationError(`Unknown change ${(unhandled as { type?: unknown }).type}`);
    }
  }
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
    case 'CurateReport':
      return curateReport(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

export const decider = { initialState, evolve, decide };

// The board read from the report's stream: the decider's state (with the curated board) and the history
// of the changes, each with who made it (the event's metadata) and when it was recorded.
import type { RecordedEvent } from '../event-store/event-store';
import { evolve, initialState, type ReportState } from './report.decider';
import { isCurationEvent, type ReportEvent } from './report.events';
import type { Board, CurationChange } from './findings-board';

export type HistoryEntry = { at: string; by: string | null; type: string; summary: string };

export type BoardLog = { state: ReportState; history: HistoryEntry[]; carriedFrom: string | null };

export const boardLog = {
  initialState: (): BoardLog => ({ state: initialState(), history: [], carriedFrom: null }),
  evolve(log: BoardLog, event: ReportEvent): BoardLog {
    const recorded = event as ReportEvent & Partial<Pick<RecordedEvent, 'metadata' | 'recordedAt'>>;
    const state = evolve(log.state, event);
    const board = log.state.status !== 'none' ? log.state.board : undefined;
    const by = typeof recorded.metadata?.actor === 'string' ? recorded.metadata.actor : null;
    const at = recorded.recordedAt ?? '';
    if (event.type === 'CurationCarriedOver') {
      return {
        state,
        carriedFrom: event.data.baseline.fromReportId,
        history: [
          ...log.history,
          {
            at,
            by,
            type: event.type,
            summary: `Curation kept from the earlier report (${event.data.baseline.themes.length} themes)`,
          },
        ],
      };
    }
    if (!isCurationEvent(event) || !board) return { ...log, state };
    return { ...log, state, history: [...log.history, { at, by, type: event.type, summary: describe(board, event) }] };
  },
};

const quoted = (board: Board, themeId: string) => `"${board.themes.find((t) => t.id === themeId)?.name ?? themeId}"`;

/** The change in words, with the names the themes had before it. */
export function describe(board: Board, change: CurationChange): string {
  const d = change.data as Record<string, unknown>;
  switch (change.type) {
    case 'ThemeRenamed':
      return `Renamed ${quoted(board, change.data.themeId)} to "${change.data.name}"`;
    case 'ThemesMerged':
      return `Merged ${quoted(board, change.data.themeId)} into ${quoted(board, change.data.intoThemeId)}`;
    case 'ThemeSplit':
      return `Split "${change.data.name}" (${change.data.responseIds.length} ${change.data.responseIds.length === 1 ? 'answer' : 'answers'}) from ${quoted(board, change.data.themeId)}`;
    case 'ThemeHidden':
      return `Hid ${quoted(board, change.data.themeId)}: ${change.data.reason}`;
    case 'ThemeShown':
      return `Showed ${quoted(board, change.data.themeId)} again`;
    case 'ThemeKept':
      return `Kept the new theme ${quoted(board, change.data.themeId)}`;
    case 'AnswerMoved':
      return `Moved an answer from ${quoted(board, change.data.fromThemeId)} to ${quoted(board, change.data.toThemeId)}`;
    case 'QuotesChosen':
      return `Chose ${change.data.quoteKeys.length} ${change.data.quoteKeys.length === 1 ? 'quote' : 'quotes'} for ${quoted(board, change.data.themeId)}`;
    case 'SegmentNotesSet':
      return `Set the segment notes of ${quoted(board, change.data.themeId)}`;
    case 'IceScoresEdited':
      return `Set ICE scores ${change.data.impact}/${change.data.confidence}/${change.data.ease}: ${change.data.reason}`;
    default:
      return String(d.type ?? 'Changed the board');
  }
}

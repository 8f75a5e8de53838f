// An export of a survey's responses is a fact (who took the data out, when, filtered how): one event on a
// stream of its own (`export-<id>`), so the audit trail reads it from the log like every other act.

import { IllegalStateError } from '../common/errors';

export type ResponsesExported = {
  type: 'ResponsesExported';
  schemaVersion: 1;
  data: {
    exportId: string;
    surveyId: string;
    format: 'csv';
    filter: Record<string, string | number | boolean>;
    exportedAt: string;
  };
};

export type RecordExport = {
  type: 'RecordExport';
  exportId: string;
  surveyId: string;
  filter: Record<string, string | number | boolean>;
  now: string;
};

type ExportState = { recorded: boolean };

export const exportStreamIdFor = (exportId: string): string => `export-${exportId}`;

export const exportDecider = {
  initialState: (): ExportState => ({ recorded: false }),
  evolve: (_state: ExportState, _event: ResponsesExported): ExportState => ({ recorded: true }),
  decide(command: RecordExport, state: ExportState): ResponsesExported[] {
    if (state.recorded) throw new IllegalStateError('This export is recorded already');
    const { exportId, surveyId, filter, now } = command;
    return [
      {
        type: 'ResponsesExported',
        schemaVersion: 1,
        data: { exportId, surveyId, format: 'csv', filter, exportedAt: now },
      },
    ];
  },
};

/** The filter as recorded: its set fields only (dates, statuses, never a respondent's words). */
export function recordedFilter(filter: object): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[key] = value;
  }
  return kept;
}

import { csvLine, CSV_BOM } from '../responses';
import type { AuditEntryView } from './audit.views';

export const AUDIT_CSV_HEADER = [
  'When',
  'Who',
  'Acting as',
  'API key',
  'What',
  'Event',
  'Subject',
  'Subject id',
  'Survey id',
];

/** The trail as CSV (UTF-8 with a BOM, formula-safe cells: the responses export's own rules). */
export function auditCsv(entries: readonly AuditEntryView[]): string {
  const rows = entries.map((e) =>
    csvLine([
      e.at,
      e.username ?? '',
      e.actorKind,
      e.apiKeyId,
      e.kind,
      e.eventType,
      e.subjectType,
      e.subjectId,
      e.surveyId,
    ]),
  );
  return CSV_BOM + csvLine(AUDIT_CSV_HEADER) + rows.join('');
}

import { formatDateTime } from '@/lib/format-date';
import type { AuditEntry } from '@/types/generated/api';
import { eventText, KIND_LABEL, whoText } from '../lib/audit-display';

/** The trail, newest first: when, who, what, and the survey it touched (by its title when it still has one). */
export const AuditTable = ({
  entries,
  surveyTitles,
}: {
  entries: AuditEntry[];
  surveyTitles: ReadonlyMap<string, string>;
}) => (
  <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Audit trail, newest first</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-4 py-2.5 font-medium">
            When
          </th>
          <th scope="col" className="px-4 py-2.5 font-medium">
            Who
          </th>
          <th scope="col" className="px-4 py-2.5 font-medium">
            What
          </th>
          <th scope="col" className="px-4 py-2.5 font-medium">
            Event
          </th>
          <th scope="col" className="px-4 py-2.5 font-medium">
            Survey
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <tr key={entry.position} data-testid="audit-entry">
            <td className="px-4 py-2.5 whitespace-nowrap text-slate-700">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <td className="px-4 py-2.5 font-medium text-slate-900">{whoText(entry)}</td>
            <td className="px-4 py-2.5 text-slate-800">{KIND_LABEL[entry.kind]}</td>
            <td className="px-4 py-2.5 text-slate-700">{eventText(entry.eventType)}</td>
            <td className="px-4 py-2.5 text-slate-700">
              {entry.surveyId
                ? (surveyTitles.get(entry.surveyId) ?? <span className="text-slate-500">a deleted survey</span>)
                : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

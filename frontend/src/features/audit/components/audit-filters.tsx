import { Download } from 'lucide-react';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { AuditKind } from '@/types/generated/api';
import { auditCsvHref, type AuditFilter } from '../api/get-audit';
import { KIND_LABEL } from '../lib/audit-display';

export type Choice = { id: string; label: string };

type Props = {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  people: readonly Choice[];
  surveys: readonly Choice[];
};

const selectClasses = cn(fieldClasses, 'h-11');

/** Person, survey and kind; the CSV link downloads what the filters show. */
export const AuditFilters = ({ filter, onChange, people, surveys }: Props) => (
  <form
    className="grid gap-4 sm:grid-cols-4 sm:items-end"
    aria-label="Filter the audit trail"
    onSubmit={(e) => e.preventDefault()}
  >
    <div>
      <Label htmlFor="audit-person">Person</Label>
      <select
        id="audit-person"
        className={selectClasses}
        value={filter.userId ?? ''}
        onChange={(event) => onChange({ ...filter, userId: event.target.value || undefined })}
      >
        <option value="">Everyone</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.label}
          </option>
        ))}
      </select>
    </div>
    <div>
      <Label htmlFor="audit-survey">Survey</Label>
      <select
        id="audit-survey"
        className={selectClasses}
        value={filter.surveyId ?? ''}
        onChange={(event) => onChange({ ...filter, surveyId: event.target.value || undefined })}
      >
        <option value="">Every survey</option>
        {surveys.map((survey) => (
          <option key={survey.id} value={survey.id}>
            {survey.label}
          </option>
        ))}
      </select>
    </div>
    <div>
      <Label htmlFor="audit-kind">What</Label>
      <select
        id="audit-kind"
        className={selectClasses}
        value={filter.kind ?? ''}
        onChange={(event) => onChange({ ...filter, kind: (event.target.value || undefined) as AuditKind | undefined })}
      >
        <option value="">Anything</option>
        {(Object.keys(KIND_LABEL) as AuditKind[]).map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABEL[kind]}
          </option>
        ))}
      </select>
    </div>
    <a
      href={auditCsvHref(filter)}
      download
      className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      Download CSV
    </a>
  </form>
);

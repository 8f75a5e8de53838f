import { AlertTriangle, UserPlus, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserText } from '@/components/ui/user-text';
import type { RosterPreview } from '@/types/generated/api';
import { changeText, LANGUAGE_LABEL, NO_TEAM, previewSummary } from '../lib/roster-display';

const more = (shown: number, total: number) =>
  total > shown ? (
    <p className="mt-2 text-xs text-slate-600">…and {(total - shown).toLocaleString('en')} more.</p>
  ) : null;

type PreviewPerson = { line: number; name: string; email: string };

/** One list of the preview (to add, to update): each person by their line, name and e-mail, and `detail`. */
const PeopleToChange = <P extends PreviewPerson>({
  id,
  icon,
  title,
  people,
  total,
  detail,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  people: readonly P[];
  total: number;
  detail: (person: P) => ReactNode;
}) =>
  people.length > 0 ? (
    <div>
      <h4 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {icon}
        {title} ({total.toLocaleString('en')})
      </h4>
      <ul aria-labelledby={id} className="mt-2 divide-y divide-slate-200 text-sm">
        {people.map((person) => (
          <li key={person.line} className="flex gap-3 py-1.5">
            <span className="w-14 shrink-0 pt-0.5 text-xs text-slate-500">Line {person.line}</span>
            <div className="flex min-w-0 flex-wrap items-baseline gap-x-3">
              <UserText as="span" className="inline-block min-w-0 font-medium break-words text-slate-900">
                {person.name}
              </UserText>
              <span className="min-w-0 break-all text-slate-600">{person.email}</span>
              {detail(person)}
            </div>
          </li>
        ))}
      </ul>
      {more(people.length, total)}
    </div>
  ) : null;

/**
 * What an import of the CSV would do: the counts, the lines at fault (each by its line, as a spreadsheet
 * numbers them), the people to add and those to update with what changes. The server sends at most 50
 * of each and 200 problems; the counts say how many in all.
 */
export const RosterPreviewPanel = ({ preview }: { preview: RosterPreview }) => (
  <section
    aria-labelledby="roster-preview-heading"
    className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-4"
  >
    <div>
      <h3 id="roster-preview-heading" className="text-base font-semibold text-slate-900">
        Preview
      </h3>
      <p className="mt-1 text-sm text-slate-700" data-testid="roster-preview-summary">
        {previewSummary(preview)}
        {preview.notInFile > 0
          ? ` ${preview.notInFile.toLocaleString('en')} on the roster are not in this file: they stay as they are.`
          : ''}
      </p>
    </div>

    {preview.errorCount > 0 ? (
      <div className="rounded-lg border border-red-200 bg-white p-3">
        <h4 id="roster-errors-heading" className="flex items-center gap-2 text-sm font-semibold text-red-800">
          <AlertTriangle className="h-4 w-4" aria-hidden="true" />
          Fix these lines, then preview again
        </h4>
        <ul aria-labelledby="roster-errors-heading" className="mt-2 space-y-1 text-sm text-red-800">
          {preview.errors.map((error, index) => (
            <li key={`${error.line}-${index}`} className="break-words">
              <span className="font-semibold">Line {error.line}:</span> {error.message}
            </li>
          ))}
        </ul>
        {more(preview.errors.length, preview.errorCount)}
      </div>
    ) : null}

    <PeopleToChange
      id="roster-add-heading"
      icon={<UserPlus className="h-4 w-4 text-emerald-700" aria-hidden="true" />}
      title="To add"
      people={preview.add}
      total={preview.addCount}
      detail={(person) => (
        <span className="text-slate-600">
          {person.team ?? NO_TEAM}
          {person.language ? ` · ${LANGUAGE_LABEL[person.language]}` : ''}
        </span>
      )}
    />
    <PeopleToChange
      id="roster-update-heading"
      icon={<UserRoundPen className="h-4 w-4 text-amber-700" aria-hidden="true" />}
      title="To update"
      people={preview.update}
      total={preview.updateCount}
      detail={(person) => (
        <span className="basis-full break-words text-slate-800">
          {person.changes.map((change) => changeText(change)).join('; ')}
        </span>
      )}
    />
  </section>
);

import { Columns3 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { UserText } from '@/components/ui/user-text';
import type { Question, ResponsePageItem } from '@/types/generated/api';
import { hiddenKeysOf, readHidden, shownColumns, tableColumns, writeHidden } from '../lib/response-table';

/** The columns to show, chosen with checkboxes and kept per survey in this browser. */
const ColumnPicker = ({
  columns,
  hidden,
  onChange,
}: {
  columns: { id: string; label: string }[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}) => (
  <details className="relative">
    <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700">
      <Columns3 className="h-4 w-4" aria-hidden="true" />
      Columns
      <span className="text-xs text-slate-600">
        ({columns.length - hidden.size} of {columns.length})
      </span>
    </summary>
    <fieldset className="absolute z-10 mt-1 max-h-80 w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
      <legend className="sr-only">Columns to show</legend>
      {columns.map((column) => (
        <label key={column.id} className="flex items-start gap-2 py-1 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-emerald-700"
            checked={!hidden.has(column.id)}
            onChange={(event) => {
              const next = new Set(hidden);
              if (event.target.checked) next.delete(column.id);
              else next.add(column.id);
              onChange(next);
            }}
          />
          <UserText as="span" className="min-w-0 break-words">
            {column.label}
          </UserText>
        </label>
      ))}
    </fieldset>
  </details>
);

/** One row per response, a column per detail and question; the columns chosen are kept. */
export const ResponseTable = ({
  surveyId,
  items,
  questions,
}: {
  surveyId: string;
  items: ResponsePageItem[];
  questions: Question[];
}) => {
  const hiddenKeys = hiddenKeysOf(items).join('\n');
  const columns = useMemo(
    () => tableColumns(questions, hiddenKeys ? hiddenKeys.split('\n') : []),
    [questions, hiddenKeys],
  );
  const [hidden, setHidden] = useState<Set<string>>(() => readHidden(surveyId));
  const shown = shownColumns(columns, hidden);
  return (
    <div data-testid="response-table">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <ColumnPicker
          columns={columns}
          hidden={hidden}
          onChange={(next) => {
            setHidden(next);
            writeHidden(surveyId, next);
          }}
        />
        <p className="text-xs text-slate-600 lg:hidden">Scroll the table sideways for more columns.</p>
      </div>
      {/* Positioned, so an empty cell's screen-reader text (sr-only: absolute) stays inside the scrolled
          region instead of widening the page when its column is off to the side. */}
      <div
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
        role="region"
        aria-label="Responses table"
        // A scrollable region must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="min-w-full border-collapse text-left text-sm">
          <caption className="sr-only">Responses, one row each</caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-slate-200 text-xs text-slate-700">
              <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 font-semibold whitespace-nowrap">
                Response
              </th>
              {shown.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className="max-w-[16rem] min-w-[8rem] px-3 py-2 align-bottom font-semibold"
                >
                  <UserText as="span" className="line-clamp-3 break-words" title={column.label}>
                    {column.label}
                  </UserText>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-slate-100 align-top last:border-b-0">
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-2 font-medium whitespace-nowrap text-slate-900"
                >
                  #{item.number}
                </th>
                {shown.map((column) => {
                  const text = column.cell(item);
                  return (
                    <td key={column.id} className="max-w-[16rem] px-3 py-2 break-words text-slate-800">
                      {text ? (
                        <UserText as="span" className="line-clamp-4">
                          {text}
                        </UserText>
                      ) : (
                        <span className="text-slate-600">
                          —<span className="sr-only">no answer</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};

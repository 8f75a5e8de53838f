import { useId, useState } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';
import type { Question } from '@/types/generated/api';
import { useSummarySplit } from '../api/get-summary-split';
import type { ResponseFilter } from '../lib/response-filter';
import { splitTable } from '../lib/summary-split-display';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';

/**
 * "Split by" a hidden field: per segment its n, and per question the answers, mean and NPS side by
 * side. Segments under the minimum are merged as "Other segments" by the server.
 */
export const SummarySplit = ({
  surveyId,
  filter,
  questions,
  keys,
}: {
  surveyId: string;
  filter: ResponseFilter;
  questions: readonly Question[];
  /** The hidden fields the survey's responses may carry. */
  keys: readonly string[];
}) => {
  const id = useId();
  const [by, setBy] = useState<string | null>(null);
  const split = useSummarySplit(surveyId, by, filter);
  if (keys.length === 0) return null;
  const table = split.data ? splitTable(split.data, questions) : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-6 border-b border-slate-100 pb-6">
      <h3 id={`${id}-heading`} className="sr-only">
        Summary by segment
      </h3>
      <div className="max-w-xs">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
          Split by
        </label>
        <select
          id={id}
          className={cn(fieldClasses, 'h-10 py-0')}
          value={by ?? ''}
          onChange={(event) => setBy(event.target.value || null)}
        >
          <option value="">No split</option>
          {keys.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </div>
      {by === null ? null : split.error ? (
        <ErrorState title="Could not split the summary" error={split.error} onRetry={() => void split.mutate()} />
      ) : !table ? (
        <LoadingState label="Splitting the summary..." className="flex items-center gap-3 py-4 text-slate-700" />
      ) : table.columns.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No responses to split.</p>
      ) : (
        <>
          <p className="mt-3 text-xs text-slate-600 sm:hidden">Scroll the table sideways for more segments.</p>
          <div
            className="relative mt-2 overflow-x-auto sm:mt-4"
            role="region"
            aria-label={`Summary split by ${by}`}
            // A scrollable region must be reachable by keyboard.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="min-w-full border-collapse text-sm" data-testid="summary-split">
              <caption className="sr-only">
                Answers, mean and NPS per question, for each value of {by}; segments under {split.data?.minSegmentSize}{' '}
                responses are merged as Other segments.
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="border-b border-slate-200 py-2 pr-4 text-left font-medium text-slate-600">
                    Question
                  </th>
                  {table.columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className="border-b border-slate-200 px-3 py-2 text-left align-bottom font-semibold text-slate-900"
                    >
                      <UserText as="span">{column.label}</UserText>
                      <span className="block text-xs font-normal text-slate-600">n = {column.n}</span>
                      {column.note ? (
                        <span className="block text-xs font-normal text-slate-600">{column.note}</span>
                      ) : null}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.questionId} className="border-b border-slate-100 align-top">
                    <th scope="row" className="max-w-xs min-w-[10rem] py-2 pr-4 text-left font-normal text-slate-800">
                      <UserText as="span">{row.label}</UserText>
                    </th>
                    {row.cells.map((cell, index) => (
                      <td key={table.columns[index]!.label} className="px-3 py-2 text-slate-800 tabular-nums">
                        {cell.split(' · ').map((part) => (
                          <span key={part} className="block whitespace-nowrap">
                            {part}
                          </span>
                        ))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
};

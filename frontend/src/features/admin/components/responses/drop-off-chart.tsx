import { BarChart3, Table2 } from 'lucide-react';
import { useId, useState, type CSSProperties } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';
import { useDropOff } from '../../api/get-drop-off';
import {
  DROP_OFF_SLICES,
  dropOffSteps,
  dropOffSummary,
  isDropOffSlice,
  segmentOf,
  type Bar,
  type DropOffSlice,
  type DropOffStep,
} from '../../lib/drop-off-chart';
import { ErrorState, LoadingState } from '../status-screens';

// The funnel of a survey: bars with their numbers written out (never colour alone: each bar says
// what it counts, its number and its percentage, and "answered" bars are striped), and the same
// numbers as a table behind a Chart/Table switch.

const REACHED_STYLE: CSSProperties = { backgroundColor: '#047857' };
const ANSWERED_STYLE: CSSProperties = {
  backgroundImage: 'repeating-linear-gradient(135deg, #0f766e 0 4px, #5eead4 4px 8px)',
};

const BarRow = ({ kind, bar }: { kind: 'Reached' | 'Answered'; bar: Bar }) => (
  <div className="flex items-center gap-2">
    <span className="w-16 shrink-0 text-xs text-slate-600">{kind}</span>
    <div className="h-4 min-w-0 flex-1 rounded bg-slate-100" aria-hidden="true">
      <div
        className="h-full rounded"
        style={{ ...(kind === 'Reached' ? REACHED_STYLE : ANSWERED_STYLE), width: `${bar.width}%` }}
      />
    </div>
    <span className="w-24 shrink-0 text-right text-sm text-slate-900 tabular-nums">{bar.label}</span>
  </div>
);

const StepName = ({ step }: { step: DropOffStep }) => (
  <div className="flex min-w-0 items-baseline gap-1.5 text-sm">
    <span className="shrink-0 font-semibold text-slate-900">{step.name}</span>
    {step.questionText ? (
      <UserText as="span" className="min-w-0 flex-1 break-words text-slate-700">
        {step.questionText}
      </UserText>
    ) : null}
  </div>
);

const lostText = (lost: number) => `${lost.toLocaleString('en-US')} fewer than the step before`;

const DropOffBars = ({ steps }: { steps: DropOffStep[] }) => (
  <>
    <ol className="mt-5 space-y-4" aria-label="Drop-off by step">
      {steps.map((step) => (
        <li
          key={step.key}
          data-testid="drop-off-step"
          className="grid gap-1.5 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:gap-6"
        >
          <StepName step={step} />
          <div className="space-y-1">
            <BarRow kind="Reached" bar={step.reached} />
            {step.answered ? <BarRow kind="Answered" bar={step.answered} /> : null}
            {step.lost > 0 ? <p className="pl-18 text-xs text-slate-600">{lostText(step.lost)}</p> : null}
          </div>
        </li>
      ))}
    </ol>
    <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-xs text-slate-600">
      <span className="flex items-center gap-2">
        <span className="inline-block h-3 w-6 rounded" style={REACHED_STYLE} aria-hidden="true" />
        Reached: answered this question or a later one, or completed
      </span>
      <span className="flex items-center gap-2">
        <span className="inline-block h-3 w-6 rounded" style={ANSWERED_STYLE} aria-hidden="true" />
        Answered this question
      </span>
      <span>Percentages are of responses started.</span>
    </div>
  </>
);

const DropOffTable = ({ steps, caption }: { steps: DropOffStep[]; caption: string }) => (
  // Scrolls on its own on a narrow screen; focusable so the keyboard can scroll it too.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard.
  <div className="mt-5 overflow-x-auto" role="region" aria-label="Drop-off table" tabIndex={0}>
    <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            Step
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Reached
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Answered
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-medium">
            Fewer than the step before
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.key} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pr-3 font-normal">
              <StepName step={step} />
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{step.reached.label}</td>
            <td className="px-3 py-2 text-right tabular-nums">{step.answered ? step.answered.label : '—'}</td>
            <td className="py-2 pl-3 text-right tabular-nums">{step.lost.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** Drop-off of one survey, above its responses: started, reached and answered per question, completed. */
export const DropOffChart = ({ surveyId }: { surveyId: string }) => {
  const dropOff = useDropOff(surveyId);
  const [slice, setSlice] = useState<DropOffSlice>('all');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const selectId = useId();

  let body;
  if (dropOff.error) {
    body = (
      <div className="mt-4">
        <ErrorState title="Could not load the drop-off" error={dropOff.error} onRetry={() => void dropOff.mutate()} />
      </div>
    );
  } else if (!dropOff.data) {
    body = <LoadingState label="Loading drop-off..." className="mt-4 flex items-center gap-3 text-slate-700" />;
  } else {
    const segment = segmentOf(dropOff.data, slice);
    const sliceLabel = DROP_OFF_SLICES.find((s) => s.value === slice)?.label ?? '';
    const steps = dropOffSteps(segment);
    body = (
      <>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite">
          {sliceLabel}: {dropOffSummary(segment)}
        </p>
        {segment.started === 0 ? null : view === 'chart' ? (
          <DropOffBars steps={steps} />
        ) : (
          <DropOffTable steps={steps} caption={`Drop-off, ${sliceLabel}`} />
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="drop-off-chart"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Drop-off
          </h2>
          <p className="text-sm text-slate-600">How far respondents got through the questions.</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={selectId} className="mb-1 block text-xs font-medium text-slate-700">
              Responses
            </label>
            <select
              id={selectId}
              className={cn(fieldClasses, 'h-9 py-0')}
              value={slice}
              onChange={(event) => {
                if (isDropOffSlice(event.target.value)) setSlice(event.target.value);
              }}
            >
              {DROP_OFF_SLICES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div role="group" aria-label="Show as" className="flex gap-1">
            <Button
              variant={view === 'chart' ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={view === 'chart'}
              onClick={() => setView('chart')}
            >
              <BarChart3 className="h-4 w-4" aria-hidden="true" />
              Chart
            </Button>
            <Button
              variant={view === 'table' ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={view === 'table'}
              onClick={() => setView('table')}
            >
              <Table2 className="h-4 w-4" aria-hidden="true" />
              Table
            </Button>
          </div>
        </div>
      </div>
      {body}
    </section>
  );
};

import { BarChart3, Table2, TrendingDown } from 'lucide-react';
import { lowQualityLeftOut } from '../lib/quality-display';
import { useId, useState, type CSSProperties } from 'react';
import { Button } from '@/components/ui/button';
import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';
import { useDropOff } from '../api/get-drop-off';
import {
  biggestDrop,
  biggestDropText,
  dropOffSteps,
  dropOffSummary,
  showsAnswered,
  showsShown,
  type Bar,
  type DropOffStep,
} from '../lib/drop-off-chart';
import { isFiltered, type ResponseFilter } from '../lib/response-filter';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';

// The funnel of a survey for the responses the screen's filters keep: bars with their numbers
// written out (never colour alone: each bar says what it counts, its number and its percentage, and
// "answered" bars are striped), the biggest drop pointed out, and the same numbers as a table
// behind a Chart/Table switch (a stacked list on a narrow screen: nothing hides in a side scroll).

const REACHED_STYLE: CSSProperties = { backgroundColor: '#047857' };
const ANSWERED_STYLE: CSSProperties = {
  backgroundImage: 'repeating-linear-gradient(135deg, #0f766e 0 4px, #5eead4 4px 8px)',
};

const BarRow = ({ kind, bar }: { kind: 'Reached' | 'Shown' | 'Answered'; bar: Bar }) => (
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

const BiggestBadge = () => (
  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
    <TrendingDown className="h-3.5 w-3.5" aria-hidden="true" />
    Biggest drop
  </span>
);

const LostLine = ({ step, biggest }: { step: DropOffStep; biggest: boolean }) =>
  step.lost > 0 ? (
    <p className={cn('pl-18 text-xs', biggest ? 'font-semibold text-amber-900' : 'text-slate-600')}>
      {lostText(step.lost)}
      {biggest ? <BiggestBadge /> : null}
    </p>
  ) : null;

const DropOffBars = ({ steps, biggest }: { steps: DropOffStep[]; biggest: DropOffStep | null }) => (
  <>
    <ol className="mt-5 space-y-4" aria-label="Drop-off by step">
      {steps.map((step) => (
        <li
          key={step.key}
          data-testid="drop-off-step"
          data-biggest-drop={step === biggest ? 'true' : undefined}
          className={cn(
            'grid gap-1.5 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:gap-6',
            step === biggest && '-mx-2 rounded-lg bg-amber-50 px-2 py-2',
          )}
        >
          <StepName step={step} />
          <div className="space-y-1">
            <BarRow kind="Reached" bar={step.reached} />
            {showsShown(step) ? <BarRow kind="Shown" bar={step.shown} /> : null}
            {showsAnswered(step) ? <BarRow kind="Answered" bar={step.answered} /> : null}
            <LostLine step={step} biggest={step === biggest} />
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
        Answered this question (shown where it differs from Reached)
      </span>
      {steps.some(showsShown) ? (
        <span>Shown: reached less those whose path skips the question (no drop-off).</span>
      ) : null}
      <span>Percentages are of responses started.</span>
    </div>
  </>
);

const answeredCell = (step: DropOffStep) => (showsAnswered(step) ? step.answered.label : step.answered ? 'Same' : '—');

const DropOffTable = ({
  steps,
  biggest,
  caption,
}: {
  steps: DropOffStep[];
  biggest: DropOffStep | null;
  caption: string;
}) => (
  <>
    {/* Wide screens: a table. */}
    <table className="mt-5 hidden w-full border-collapse text-left text-sm sm:table" data-testid="drop-off-table">
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
          <tr key={step.key} className={cn('border-b border-slate-100 align-top', step === biggest && 'bg-amber-50')}>
            <th scope="row" className="py-2 pr-3 font-normal">
              <StepName step={step} />
            </th>
            <td className="px-3 py-2 text-right tabular-nums">
              {step.reached.label}
              {showsShown(step) ? <span className="block text-xs text-slate-600">shown {step.shown.label}</span> : null}
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{answeredCell(step)}</td>
            <td className="py-2 pl-3 text-right tabular-nums">
              {step.lost.toLocaleString('en-US')}
              {step === biggest ? <BiggestBadge /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    {/* Narrow screens: one block per step, every number on its own line. */}
    <ol className="mt-5 space-y-3 sm:hidden" aria-label={caption} data-testid="drop-off-list">
      {steps.map((step) => (
        <li
          key={step.key}
          className={cn('rounded-lg border border-slate-200 p-3', step === biggest && 'border-amber-300 bg-amber-50')}
        >
          <StepName step={step} />
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Reached</dt>
            <dd className="text-right tabular-nums">{step.reached.label}</dd>
            {showsShown(step) ? (
              <>
                <dt className="text-slate-600">Shown</dt>
                <dd className="text-right tabular-nums">{step.shown.label}</dd>
              </>
            ) : null}
            {step.answered ? (
              <>
                <dt className="text-slate-600">Answered</dt>
                <dd className="text-right tabular-nums">{answeredCell(step)}</dd>
              </>
            ) : null}
            <dt className="text-slate-600">Fewer than the step before</dt>
            <dd className="text-right tabular-nums">{step.lost.toLocaleString('en-US')}</dd>
          </dl>
          {step === biggest ? <BiggestBadge /> : null}
        </li>
      ))}
    </ol>
  </>
);

/** Drop-off of one survey, for the responses the filters keep: started, reached and answered per question, completed. */
export const DropOffChart = ({ surveyId, filter }: { surveyId: string; filter: ResponseFilter }) => {
  const dropOff = useDropOff(surveyId, filter);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const filtered = isFiltered(filter);
  const scope = filtered ? 'Responses matching the filters' : 'All responses';

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
    const segment = dropOff.data;
    const steps = dropOffSteps(segment);
    const biggest = biggestDrop(steps);
    body = (
      <>
        <p className="mt-3 text-sm text-slate-600" aria-live="polite" data-testid="drop-off-summary">
          {scope}: {dropOffSummary(segment)}
        </p>
        {segment.lowQualityExcluded > 0 ? (
          <p className="mt-1 text-sm text-slate-700" data-testid="drop-off-quality">
            {lowQualityLeftOut(segment.lowQualityExcluded)}
          </p>
        ) : null}
        {biggest ? (
          <p
            className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="biggest-drop"
          >
            <TrendingDown className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              {biggestDropText(biggest, segment.started)}
              {biggest.questionText ? (
                <>
                  {' '}
                  <UserText as="span" className="break-words">
                    {biggest.questionText}
                  </UserText>
                </>
              ) : null}
            </span>
          </p>
        ) : null}
        {segment.started === 0 ? null : view === 'chart' ? (
          <DropOffBars steps={steps} biggest={biggest} />
        ) : (
          <DropOffTable steps={steps} biggest={biggest} caption={`Drop-off, ${scope.toLowerCase()}`} />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} data-testid="drop-off-chart">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Drop-off
          </h2>
          <p className="text-sm text-slate-600">How far respondents got through the questions.</p>
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
      {body}
    </section>
  );
};

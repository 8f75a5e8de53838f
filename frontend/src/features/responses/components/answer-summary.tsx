import { BarChart3 } from 'lucide-react';
import type { SummaryQuality } from '@/types/generated/api';
import {
  flaggedForReview,
  flaggedForReviewUr,
  lowQualityCounted,
  lowQualityLeftOut,
  lowQualityLeftOutUr,
} from '../lib/quality-display';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';
import type { Question } from '@/types/generated/api';
import { useSurveySummary } from '../api/get-survey-summary';
import { summaryDisplay, type SummaryDisplay } from '../lib/answer-summary-display';
import type { ResponseFilter } from '../lib/response-filter';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { SummarySplit } from './summary-split';

/** Bars whose numbers are text: the length only repeats what the count and percent say. */
const Bars = ({ view }: { view: SummaryDisplay }) => {
  // Columns are drawn against the most frequent value, so the shape shows even with few answers.
  const most = Math.max(1, ...view.bars.map((bar) => bar.count));
  return view.distribution ? (
    <ol
      className="grid max-w-md items-end gap-1"
      style={{ gridTemplateColumns: `repeat(${view.bars.length}, minmax(0, 1fr))` }}
      aria-label="Distribution"
    >
      {view.bars.map((bar) => (
        <li key={bar.label} className="flex flex-col items-center gap-1 text-xs" data-testid="summary-bar">
          <span className="font-semibold text-slate-900">{bar.count}</span>
          <span className="flex h-16 w-full items-end rounded bg-slate-100" aria-hidden="true">
            <span className="w-full rounded bg-emerald-600" style={{ height: `${(100 * bar.count) / most}%` }} />
          </span>
          <span className="text-slate-600">
            <span className="sr-only">value </span>
            {bar.label}
          </span>
        </li>
      ))}
    </ol>
  ) : (
    <ul className="space-y-2">
      {view.bars.map((bar) => (
        <li key={bar.label} data-testid="summary-bar">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <bdi dir="auto" className="min-w-0 break-words text-slate-800">
              {bar.label}
            </bdi>
            <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
              {bar.count} <span className="font-normal text-slate-600">({bar.percent}%)</span>
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-2 rounded-full bg-emerald-600" style={{ width: `${bar.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
};

const QuestionSummaryCard = ({ view, index }: { view: SummaryDisplay; index: number }) => {
  const headingId = `summary-${view.questionId}`;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="question-summary">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="flex items-baseline gap-1.5 text-sm font-semibold text-slate-900">
          <span className="shrink-0 text-slate-500">Q{index + 1}.</span>
          <UserText as="span" className="min-w-0 flex-1 break-words">
            {view.questionText}
          </UserText>
        </h3>
        <p className="mt-0.5 text-xs text-slate-600">{view.answeredText}</p>
        {view.figures.length > 0 ? (
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {view.figures.map((figure) => (
              <div key={figure.label} data-testid="summary-figure">
                <dt className="text-xs text-slate-600">{figure.label}</dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {view.bars.length > 0 ? (
          <div className={cn(view.figures.length > 0 ? 'mt-4' : 'mt-3')}>
            <Bars view={view} />
            {view.unit ? <p className="mt-1 max-w-md text-center text-xs text-slate-600">{view.unit}</p> : null}
          </div>
        ) : null}
        {view.keyphrases.length > 0 ? (
          <div className="mt-3">
            <h4 className="text-xs font-medium text-slate-600">Most frequent phrases</h4>
            <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Most frequent phrases">
              {view.keyphrases.map((k) => (
                <li
                  key={k.phrase}
                  data-testid="summary-keyphrase"
                  className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm text-emerald-900"
                >
                  <bdi dir="auto">{k.phrase}</bdi>{' '}
                  <span className="text-xs text-emerald-800 tabular-nums">
                    {k.count}
                    <span className="sr-only"> answers</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {view.samples.length > 0 ? (
          <div className="mt-3">
            <h4 className="text-xs font-medium text-slate-600">Sample answers</h4>
            <ul className="mt-1.5 space-y-1.5">
              {view.samples.map((sample) => (
                <li
                  key={sample}
                  data-testid="summary-sample"
                  className="border-l-2 border-slate-200 pl-3 text-sm break-words text-slate-800"
                >
                  <UserText as="span">{sample}</UserText>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </article>
    </li>
  );
};

/** One count in English with its Urdu beside it. */
const Bilingual = ({ en, ur, className }: { en: string; ur: string; className: string }) => (
  <p className={className}>
    {en}
    <span lang="ur" dir="rtl" className="block w-fit text-slate-600">
      {ur}
    </span>
  </p>
);

/** What response quality did to these counts: flagged for review, low quality left out or counted. */
const QualityCounts = ({ quality }: { quality: SummaryQuality }) => (
  <div className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="summary-quality">
    {quality.flaggedForReview > 0 ? (
      <Bilingual
        className="text-amber-800"
        en={flaggedForReview(quality.flaggedForReview)}
        ur={flaggedForReviewUr(quality.flaggedForReview)}
      />
    ) : null}
    {quality.excluded > 0 ? (
      <Bilingual
        className="text-slate-700"
        en={lowQualityLeftOut(quality.excluded)}
        ur={lowQualityLeftOutUr(quality.excluded)}
      />
    ) : null}
    {quality.lowQualityIncluded && quality.lowQuality > 0 ? (
      <p className="text-slate-700">{lowQualityCounted(quality.lowQuality)}</p>
    ) : null}
  </div>
);

/**
 * Per question: counts per option, mean and distribution, NPS, median and histogram, yes/no, a text
 * question's keyphrases and sample answers; with the screen's filters.
 */
export const AnswerSummary = ({
  surveyId,
  filter,
  questions = [],
  hiddenKeys = [],
}: {
  surveyId: string;
  filter: ResponseFilter;
  /** The survey's questions, for a number question's unit. */
  questions?: readonly Question[];
  /** The hidden fields the summary may be split by. */
  hiddenKeys?: readonly string[];
}) => {
  const summary = useSurveySummary(surveyId, filter);
  return (
    <Card>
      <section aria-labelledby="summary-heading" className="p-5 sm:p-6">
        <h2 id="summary-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BarChart3 className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          Summary
        </h2>
        <div className="mt-4">
          {summary.error ? (
            <ErrorState
              title="Could not load the summary"
              error={summary.error}
              onRetry={summary.isValidating ? undefined : () => void summary.mutate()}
            />
          ) : !summary.data ? (
            <LoadingState label="Loading the summary..." className="flex items-center gap-3 py-6 text-slate-700" />
          ) : summary.data.total === 0 ? (
            <>
              <p className="text-sm text-slate-600">No responses to summarise yet.</p>
              <QualityCounts quality={summary.data.quality} />
            </>
          ) : (
            <>
              <SummarySplit surveyId={surveyId} filter={filter} questions={questions} keys={hiddenKeys} />
              <p className="text-sm text-slate-600" data-testid="summary-total">
                Based on {summary.data.total} {summary.data.total === 1 ? 'response' : 'responses'}.
              </p>
              <QualityCounts quality={summary.data.quality} />
              <ol className="grid gap-4 lg:grid-cols-2">
                {summary.data.questions.map((q, index) => (
                  <QuestionSummaryCard
                    key={q.questionId}
                    view={summaryDisplay(
                      q,
                      questions.find((question) => question.id === q.questionId)?.numberRange?.unit ?? null,
                      summary.data?.total,
                    )}
                    index={index}
                  />
                ))}
              </ol>
            </>
          )}
        </div>
      </section>
    </Card>
  );
};

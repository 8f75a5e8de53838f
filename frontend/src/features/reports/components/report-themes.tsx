import { useId, useState } from 'react';
import type { Question, ReportTheme, ReportThemeCoverage } from '@/types/generated/api';
import { UserText } from '@/components/ui/user-text';
import { segmentShareText, shareText } from '../lib/report-display';
import { ReportQuote } from './report-quote';

type SegmentCounts = Record<string, Record<string, number>>;

const Theme = ({
  theme,
  total,
  surveyId,
  questions,
  bySegment,
}: {
  theme: ReportTheme;
  total: number;
  surveyId: string;
  questions: readonly Question[];
  /** "Raised by 9 of 12 in finance, ..." for the hidden field chosen, or null. */
  bySegment: string | null;
}) => {
  const headingId = `theme-${theme.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <UserText as="h3" id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {theme.name}
      </UserText>
      <UserText className="mt-1 text-slate-700">{theme.summary}</UserText>
      <p className="mt-2 text-sm font-medium text-slate-800" data-testid="theme-share">
        {shareText(theme.responseCount, total)}
      </p>
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full bg-emerald-500" style={{ width: `${Math.round(theme.share * 100)}%` }} />
      </div>
      {bySegment ? (
        <UserText className="mt-2 text-sm text-slate-700" data-testid="theme-segments">
          {bySegment}
        </UserText>
      ) : null}
      {theme.keyphrases && theme.keyphrases.length > 0 ? (
        <ul
          className="mt-3 flex flex-wrap gap-1.5"
          aria-label={`Keyphrases of ${theme.name}`}
          data-testid="theme-keyphrases"
        >
          {theme.keyphrases.map((phrase) => (
            <UserText as="li" key={phrase} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
              {phrase}
            </UserText>
          ))}
        </ul>
      ) : null}
      <ul className="mt-4 space-y-3" aria-label={`Quotes for ${theme.name}`}>
        {theme.quotes.map((quote, i) => (
          <li key={`${quote.responseId}-${i}`}>
            <ReportQuote quote={quote} surveyId={surveyId} questions={questions} />
          </li>
        ))}
      </ul>
    </article>
  );
};

export const ReportThemes = ({
  themes,
  total,
  surveyId,
  questions,
  coverage,
  segments,
}: {
  themes: readonly ReportTheme[];
  total: number;
  surveyId: string;
  questions: readonly Question[];
  coverage?: ReportThemeCoverage;
  /** The responses analysed per hidden-field value, when their links carried any. */
  segments?: SegmentCounts;
}) => {
  const keys = Object.keys(segments ?? {}).sort();
  const [key, setKey] = useState(keys[0] ?? '');
  const selectId = useId();
  return (
    <section aria-labelledby="report-themes-heading">
      <h2 id="report-themes-heading" className="text-xl font-bold text-slate-900">
        Themes
      </h2>
      {keys.length > 1 ? (
        <div className="mt-2 flex items-center gap-2 text-sm print:hidden">
          <label htmlFor={selectId} className="font-medium text-slate-700">
            Who raises them, by
          </label>
          <select
            id={selectId}
            value={key}
            onChange={(event) => setKey(event.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-slate-900"
          >
            {keys.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {coverage ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="theme-coverage">
          {coverage.summary} {coverage.minThemeSizeReason}
        </p>
      ) : null}
      {themes.length === 0 ? (
        <p className="mt-2 text-slate-700">No theme was raised by more than one response.</p>
      ) : (
        <ol className="mt-4 space-y-5">
          {themes.map((theme) => (
            <li key={theme.id}>
              <Theme
                theme={theme}
                total={total}
                surveyId={surveyId}
                questions={questions}
                bySegment={key ? segmentShareText(theme.segments, segments, key) : null}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

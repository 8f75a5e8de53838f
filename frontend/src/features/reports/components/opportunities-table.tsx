import type { ReactNode } from 'react';
import type { ReportOpportunity, ReportTheme } from '@/types/generated/api';
import { UserText } from '@/components/ui/user-text';
import { opportunityRows, type OpportunityRow } from '../lib/report-display';
import { ResponseLink } from './report-quote';

const Rating = ({ rating }: { rating: OpportunityRow['impact'] }) => (
  <>
    <span className="font-semibold text-slate-900 tabular-nums">{rating.value}/10</span>
    <span className="mt-0.5 block text-xs leading-snug text-slate-600">{rating.reason}</span>
  </>
);

const cell = 'px-3 py-3 align-top';

const SupportingThemes = ({ row, surveyId }: { row: OpportunityRow; surveyId: string }) => (
  <>
    {row.themes.length ? (
      <ul className="space-y-0.5">
        {row.themes.map((name) => (
          <li key={name}>
            <UserText as="span">{name}</UserText>
          </li>
        ))}
      </ul>
    ) : null}
    {row.quotes.length ? (
      <p className="mt-1 flex flex-wrap gap-x-2 text-xs">
        {row.quotes.map((quote, i) => (
          <ResponseLink key={`${quote.responseId}-${i}`} surveyId={surveyId} quote={quote} />
        ))}
      </p>
    ) : null}
  </>
);

const HoursSaved = ({ row }: { row: OpportunityRow }) =>
  row.hours ? (
    <>
      <span className="font-semibold text-slate-900">{row.hours}</span>
      <span className="mt-0.5 block text-xs leading-snug text-slate-600">{row.arithmetic}</span>
    </>
  ) : (
    <span className="text-xs text-slate-600">No answer stated times</span>
  );

const Row = ({ row, surveyId }: { row: OpportunityRow; surveyId: string }) => (
  <tr className="border-t border-slate-200">
    <td className={`${cell} font-semibold text-slate-500 tabular-nums`}>{row.rank}</td>
    <th scope="row" className={`${cell} text-left font-normal`}>
      <UserText as="span" className="font-semibold text-slate-900">
        {row.title}
      </UserText>
      <UserText as="span" className="mt-0.5 text-xs leading-snug text-slate-600">
        {row.description}
      </UserText>
    </th>
    <td className={cell}>
      <Rating rating={row.impact} />
    </td>
    <td className={cell}>
      <Rating rating={row.confidence} />
    </td>
    <td className={cell}>
      <Rating rating={row.ease} />
    </td>
    <td className={`${cell} text-lg font-bold text-emerald-800 tabular-nums`}>{row.score}</td>
    <td className={cell}>
      <SupportingThemes row={row} surveyId={surveyId} />
    </td>
    <td className={cell}>
      <HoursSaved row={row} />
    </td>
  </tr>
);

const CardField = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
    <dd className="mt-0.5 text-sm">{children}</dd>
  </div>
);

/** One opportunity as a card, for phones, where the table would not fit. */
const Card = ({ row, surveyId }: { row: OpportunityRow; surveyId: string }) => (
  <article
    aria-labelledby={`opportunity-${row.id}`}
    className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
  >
    <div className="flex items-start justify-between gap-3">
      <h3 id={`opportunity-${row.id}`} className="font-semibold text-slate-900">
        <span className="text-slate-500">{row.rank}. </span>
        <UserText as="span" className="inline">
          {row.title}
        </UserText>
      </h3>
      <p className="shrink-0 text-right text-lg leading-none font-bold text-emerald-800 tabular-nums">
        {row.score}
        <span className="block text-xs font-semibold text-slate-600">ICE score</span>
      </p>
    </div>
    <UserText className="mt-1 text-sm text-slate-600">{row.description}</UserText>
    <dl className="mt-3 grid gap-3">
      <CardField term="Impact">
        <Rating rating={row.impact} />
      </CardField>
      <CardField term="Confidence">
        <Rating rating={row.confidence} />
      </CardField>
      <CardField term="Ease">
        <Rating rating={row.ease} />
      </CardField>
      <CardField term="Supporting themes">
        <SupportingThemes row={row} surveyId={surveyId} />
      </CardField>
      <CardField term="Hours saved per week">
        <HoursSaved row={row} />
      </CardField>
    </dl>
  </article>
);

/**
 * The opportunities, best ICE score first: a table, or on a phone (below md) one card each. Only one of the
 * two is displayed, so assistive technology meets the opportunities once.
 */
export const OpportunitiesTable = ({
  opportunities,
  themes,
  surveyId,
}: {
  opportunities: readonly ReportOpportunity[];
  themes: readonly ReportTheme[];
  surveyId: string;
}) => {
  const rows = opportunityRows(opportunities, themes);
  return (
    <section aria-labelledby="report-opportunities-heading">
      <h2 id="report-opportunities-heading" className="text-xl font-bold text-slate-900">
        Opportunities
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">No opportunity stood out in these responses.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700 md:hidden">
            Ranked by ICE score: impact, confidence and ease, each 1 to 10; the score is their mean.
          </p>
          <ol className="mt-4 space-y-4 md:hidden">
            {rows.map((row) => (
              <li key={row.id}>
                <Card row={row} surveyId={surveyId} />
              </li>
            ))}
          </ol>
          <div
            role="region"
            aria-labelledby="report-opportunities-caption"
            // Focusable so the keyboard can scroll the table when it is wider than the screen.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="mt-4 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption id="report-opportunities-caption" className="px-3 pt-3 text-left text-sm text-slate-700">
                Opportunities ranked by ICE score: impact, confidence and ease, each 1 to 10; the score is their mean.
              </caption>
              <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Rank
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Opportunity
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Impact
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Confidence
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Ease
                  </th>
                  <th scope="col" className="px-3 py-2">
                    ICE score
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Supporting themes
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Hours saved per week
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <Row key={row.id} row={row} surveyId={surveyId} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
};

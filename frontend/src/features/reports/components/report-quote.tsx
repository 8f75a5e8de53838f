import { Link } from 'wouter';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import type { Question, ReportQuote as Quote } from '@/types/generated/api';
import { quoteQuestionText } from '../lib/report-display';

/** Where "Response #n" leads: the response's card on the survey's responses screen. */
export const responseHref = (surveyId: string, responseId: string) =>
  `${paths.admin.surveyResponses.href(surveyId)}#response-${encodeURIComponent(responseId)}`;

export const ResponseLink = ({ surveyId, quote }: { surveyId: string; quote: Quote }) => (
  <Link
    href={responseHref(surveyId, quote.responseId)}
    className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
  >
    Response #{quote.responseNumber}
  </Link>
);

/** A verbatim quote in its own language, its English gloss (or why there is none), its response and question. */
export const ReportQuote = ({
  quote,
  surveyId,
  questions,
}: {
  quote: Quote;
  surveyId: string;
  questions: readonly Question[];
}) => {
  const urdu = quote.language === 'ur';
  return (
    <figure className="rounded-xl border-l-4 border-emerald-300 bg-slate-50 px-4 py-3" data-testid="report-quote">
      <blockquote>
        <UserText lang={urdu ? 'ur' : undefined} className="leading-relaxed break-words text-slate-900">
          {quote.text}
        </UserText>
      </blockquote>
      {urdu ? (
        quote.gloss ? (
          <p className="mt-2 text-sm text-slate-700">
            <span className="mr-1.5 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
              Machine translation
            </span>
            <span lang="en">{quote.gloss}</span>
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-600 italic">{quote.glossNote ?? 'No English gloss available.'}</p>
        )
      ) : null}
      <figcaption className="mt-2 flex flex-wrap items-baseline gap-x-1.5 text-sm text-slate-600">
        <span aria-hidden="true">—</span>
        <ResponseLink surveyId={surveyId} quote={quote} />
        <span aria-hidden="true">·</span>
        <UserText as="span" className="min-w-0 flex-1 break-words">
          {quoteQuestionText(quote, questions)}
        </UserText>
      </figcaption>
    </figure>
  );
};

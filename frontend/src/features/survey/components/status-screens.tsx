import { CircleCheck, CircleSlash, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { SurveyLabels } from '../content/labels';
import type { SurveyEnding } from '../logic/end-screen';

/** A centred status: spinner and text, announced politely. */
export const WaitingMessage = ({ title, detail }: { title: string; detail?: string }) => (
  <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center">
    <Spinner size="lg" label="" />
    <p className="text-lg font-medium text-slate-800">
      {title}
      {detail ? (
        <>
          {' '}
          <span className="block text-base font-normal text-slate-600">{detail}</span>
        </>
      ) : null}
    </p>
  </div>
);

export const SurveyNotFound = ({ labels }: { labels: SurveyLabels }) => (
  <section className="survey-fade-up flex flex-1 flex-col items-center justify-center py-16 text-center">
    <SearchX className="h-12 w-12 text-slate-400" aria-hidden="true" />
    <h1 className="mt-4 text-3xl font-bold tracking-tight">{labels.notFoundTitle}</h1>
    <p className="mt-3 max-w-md text-slate-600">{labels.notFoundBody}</p>
    <ButtonLink href={paths.home.href()} variant="outline" className="mt-8">
      {labels.backHome}
    </ButtonLink>
  </section>
);

export const SurveyLoadError = ({
  labels,
  message,
  onRetry,
}: {
  labels: SurveyLabels;
  message: string;
  onRetry: () => void;
}) => (
  <section role="alert" className="flex flex-1 flex-col items-center justify-center py-16 text-center">
    <TriangleAlert className="h-12 w-12 text-amber-600" aria-hidden="true" />
    <h1 className="mt-4 text-2xl font-bold tracking-tight">{labels.loadFailedTitle}</h1>
    <p className="mt-3 max-w-md text-slate-600">{message}</p>
    <Button onClick={onRetry} className="mt-8">
      {labels.tryAgain}
    </Button>
  </section>
);

/** The survey was deleted or closed while being taken: nothing more can be saved. */
export const SurveyOver = ({ labels, gone }: { labels: SurveyLabels; gone: boolean }) => (
  <section role="alert" className="survey-fade-up flex flex-1 flex-col items-center justify-center py-16 text-center">
    <SearchX className="h-12 w-12 text-slate-400" aria-hidden="true" />
    <h1 className="mt-4 text-3xl font-bold tracking-tight">
      {gone ? labels.surveyGoneTitle : labels.surveyClosedTitle}
    </h1>
    <p className="mt-3 max-w-md text-slate-600">{gone ? labels.surveyGoneBody : labels.surveyClosedBody}</p>
    <ButtonLink href={paths.home.href()} variant="outline" className="mt-8">
      {labels.backHome}
    </ButtonLink>
  </section>
);

type ThankYouProps = {
  labels: SurveyLabels;
  /** Set when completing failed: shown instead of the success line, with a retry. */
  error?: string | null;
  onRetry?: () => void;
  redirecting: boolean;
  /** The survey's own texts and redirect (issue 34); left out: the spec's. */
  ending?: SurveyEnding;
};

export const ThankYou = ({ labels, error, onRetry, redirecting, ending }: ThankYouProps) => {
  const redirect = ending?.redirect ?? { kind: 'home' };
  const onward =
    redirect.kind === 'home' ? labels.redirecting : redirect.kind === 'url' ? labels.redirectingOnward : null;
  const heading = useRef<HTMLHeadingElement>(null);
  // The question that had focus is gone: move focus to the outcome so it is read out.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section
      aria-labelledby="survey-thank-you"
      className="survey-fade-up flex flex-1 flex-col items-center justify-center py-16 text-center"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100">
        <CircleCheck className="h-9 w-9 text-emerald-700" aria-hidden="true" />
      </span>
      <h1
        ref={heading}
        id="survey-thank-you"
        tabIndex={-1}
        className="mt-6 text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl"
      >
        {ending?.title ?? labels.thankYou}
      </h1>
      {error ? (
        <div role="alert" className="mt-4 flex max-w-md flex-col items-center gap-4">
          <p className="text-red-800">{error}</p>
          {onRetry ? <Button onClick={onRetry}>{labels.tryAgain}</Button> : null}
        </div>
      ) : (
        <p role="status" className="mt-3 text-lg text-slate-600">
          {ending?.message ?? labels.submitted}
        </p>
      )}
      {redirecting && !error && onward ? <p className="mt-8 text-sm text-slate-500">{onward}</p> : null}
    </section>
  );
};

/** Why nobody can start the survey now, as the survey's `availability` says. */
export type Unavailability = 'inactive' | 'closed' | 'full';

export const unavailableText = (reason: Unavailability, l: SurveyLabels): { title: string; body: string } =>
  ({
    inactive: { title: l.notOpenTitle, body: l.notOpenBody },
    closed: { title: l.closedTitle, body: l.closedBody },
    full: { title: l.fullTitle, body: l.fullBody },
  })[reason];

/**
 * The page of a survey that is switched off, closed or full. The respondent has not chosen a language
 * yet, so it says so in English and, right to left, in Urdu; there is no way to start.
 */
export const SurveyUnavailable = ({
  reason,
  surveyTitle,
  english,
  urdu,
}: {
  reason: Unavailability;
  surveyTitle: { en: string; ur: string };
  english: SurveyLabels;
  urdu: SurveyLabels;
}) => {
  const en = unavailableText(reason, english);
  const ur = unavailableText(reason, urdu);
  return (
    <section
      data-testid="survey-unavailable"
      data-reason={reason}
      className="survey-fade-up flex flex-1 flex-col items-center justify-center py-12 text-center"
    >
      <CircleSlash className="h-12 w-12 text-slate-500" aria-hidden="true" />
      <div lang="en" dir="ltr" className="mt-4">
        <p className="text-sm font-medium text-slate-600">{surveyTitle.en}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{en.title}</h1>
        <p className="mx-auto mt-3 max-w-md text-slate-600">{en.body}</p>
      </div>
      <hr className="my-8 w-24 border-slate-200" />
      <div lang="ur" dir="rtl" data-testid="survey-unavailable-urdu">
        {surveyTitle.ur !== surveyTitle.en ? (
          <p className="text-sm font-medium text-slate-600">{surveyTitle.ur}</p>
        ) : null}
        <h2 className="mt-2 text-2xl font-bold">{ur.title}</h2>
        <p className="mx-auto mt-3 max-w-md text-slate-600">{ur.body}</p>
      </div>
      <ButtonLink href={paths.home.href()} variant="outline" className="mt-10">
        {english.backHome}
        <span aria-hidden="true">·</span>
        <span lang="ur" dir="rtl">
          {urdu.backHome}
        </span>
      </ButtonLink>
    </section>
  );
};

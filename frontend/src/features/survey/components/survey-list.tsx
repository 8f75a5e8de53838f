import { ArrowRight, ClipboardList, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSurveyList } from '../api/get-survey-list';

export const LIST_FALLBACK_ERROR = 'An unexpected error occurred. Please try again later.';

/** The server's message when it sent one; a network failure gets the general sentence, not 'Failed to fetch'. */
const listErrorMessage = (error: unknown): string =>
  error instanceof ApiError ? errorMessage(error, LIST_FALLBACK_ERROR) || LIST_FALLBACK_ERROR : LIST_FALLBACK_ERROR;

/** The unlocked list: a card per active survey. A 401 means the server forgot the unlock. */
export const SurveyList = ({ onLocked }: { onLocked: () => void }) => {
  const { data, error, isLoading, isValidating, mutate } = useSurveyList(true);
  const lockedAgain = error instanceof ApiError && error.status === 401;

  useEffect(() => {
    if (lockedAgain) onLocked();
  }, [lockedAgain, onLocked]);

  if (error && !lockedAgain) {
    return (
      <section role="alert" className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
        <TriangleAlert className="h-12 w-12 text-amber-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Unable to Load Surveys</h1>
        <p className="mt-3 text-slate-600">{listErrorMessage(error)}</p>
        <Button className="mt-6" onClick={() => void mutate()} disabled={isValidating}>
          Try Again
        </Button>
      </section>
    );
  }
  if (isLoading || !data) return <PageSpinner label="Loading surveys" />;

  return (
    <section aria-labelledby="surveys-title">
      <h1 id="surveys-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Available Surveys
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">Pick a survey to begin. Your answers are saved as you go.</p>
      {data.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No surveys are currently available.
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Surveys">
          {data.map((survey) => (
            <li key={survey.id}>
              <Card className="flex h-full flex-col p-6">
                <ClipboardList className="h-6 w-6 text-emerald-700" aria-hidden="true" />
                <UserText
                  as="h2"
                  id={`survey-${survey.id}-title`}
                  className="mt-3 text-lg font-semibold tracking-tight text-slate-900"
                >
                  {survey.title}
                </UserText>
                {survey.description ? (
                  <UserText className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
                    {survey.description}
                  </UserText>
                ) : (
                  <div className="flex-1" />
                )}
                <ButtonLink
                  href={paths.survey.href(survey.id)}
                  className="mt-5 self-start"
                  aria-describedby={`survey-${survey.id}-title`}
                >
                  Take Survey
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

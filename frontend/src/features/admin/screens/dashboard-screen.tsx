import { ClipboardList, FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSurveys } from '../api/get-surveys';
import { PageContainer, PageHeader } from '../components/admin-layout';
import { EmptyState, ErrorState, LoadingState } from '../components/status-screens';
import { SurveyCard } from '../components/survey-card';

/** history.state key: the id of the survey just created, whose card opens its Share panel. */
export const SHARE_STATE_KEY = 'shareSurveyId';

const justCreatedId = (): string | null => {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Record<string, unknown>)[SHARE_STATE_KEY];
  return typeof id === 'string' ? id : null;
};

export const DashboardScreen = () => {
  useDocumentTitle('Admin dashboard');
  // Read once, then forgotten: a reload or a later visit shows the cards closed again.
  const [sharing] = useState(justCreatedId);
  useEffect(() => {
    if (justCreatedId() !== null) window.history.replaceState(null, '', window.location.href);
  }, []);
  const { data: surveys, error, mutate, isValidating } = useSurveys(true);

  const createButton = (
    <ButtonLink href={paths.admin.createSurvey.href()}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Create New Survey
    </ButtonLink>
  );

  return (
    <PageContainer>
      <PageHeader
        title="Surveys"
        lead="Build surveys, read what respondents said and share the proposal."
        actions={
          <>
            {createButton}
            <ButtonLink href={paths.admin.proposals.href()} variant="outline">
              <FileText className="h-4 w-4" aria-hidden="true" />
              View Proposals
            </ButtonLink>
          </>
        }
      />
      <section aria-label="Your surveys" className="mt-8">
        {error ? (
          <ErrorState
            title="Could not load surveys"
            error={error}
            onRetry={isValidating ? undefined : () => void mutate()}
          />
        ) : !surveys ? (
          <LoadingState label="Loading surveys..." />
        ) : surveys.length === 0 ? (
          <EmptyState
            icon={<ClipboardList className="h-6 w-6" aria-hidden="true" />}
            title="No surveys yet"
            text="Create your first survey to get started"
            action={createButton}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {surveys.map((survey) => (
              <li key={survey.id} className="flex">
                <SurveyCard survey={survey} justCreated={survey.id === sharing} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
};

import { ClipboardList, FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSurveys } from '@/features/survey-builder/api/get-surveys';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/status-screens';
import { SurveyCard } from '@/features/survey-builder/components/survey-card';
import { useRole } from '@/lib/admin-user';
import { useEveryClient } from '@/features/clients/api/get-clients';
import { ClientSelect } from '@/features/clients/components/client-select';
import { surveyFilterChoices } from '@/features/clients/lib/client-choices';
import { ALL_CLIENTS, groupByClient, NO_CLIENT, type ClientFilter } from '@/features/clients/lib/client-groups';

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
  // The archived clients too: their surveys stay under their name (after the clients in the lists).
  const { current, archived, data: clients } = useEveryClient();
  const [clientFilter, setClientFilter] = useState<ClientFilter>(ALL_CLIENTS);
  // A viewer reads only: no way in to building (the server refuses it all the same).
  const { mayEdit } = useRole();

  const createButton = !mayEdit ? null : (
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
            text={mayEdit ? 'Create your first survey to get started' : 'Surveys your team builds appear here'}
            action={createButton}
          />
        ) : (
          <div className="space-y-8">
            {clients && clients.length > 0 ? (
              <ClientSelect
                id="dashboard-client"
                label="Client"
                value={clientFilter}
                onChange={setClientFilter}
                clients={surveyFilterChoices(current ?? [], archived ?? [], surveys)}
                emptyLabel="All clients"
                extra={[{ value: NO_CLIENT, label: 'No client' }]}
                className="max-w-xs"
              />
            ) : null}
            {groupByClient(surveys, clients ?? [], clientFilter).map((group) => {
              const headingId = `surveys-of-${group.id}`;
              const grouped = (clients?.length ?? 0) > 0;
              return (
                <div
                  key={group.id}
                  role={grouped ? 'group' : undefined}
                  aria-labelledby={grouped ? headingId : undefined}
                >
                  {grouped ? (
                    <h2 id={headingId} className="mb-3 text-lg font-semibold break-words text-slate-900">
                      {group.name ?? 'No client'}
                      {group.archived ? (
                        <span className="ml-2 text-sm font-normal text-slate-600">(archived)</span>
                      ) : null}
                      <span className="ml-2 text-sm font-normal text-slate-600">
                        {group.surveys.length === 1 ? '1 survey' : `${group.surveys.length} surveys`}
                      </span>
                    </h2>
                  ) : null}
                  {group.surveys.length === 0 ? (
                    <p className="text-sm text-slate-600">No surveys for this client yet.</p>
                  ) : (
                    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                      {group.surveys.map((survey) => (
                        <li key={survey.id} className="flex min-w-0">
                          <SurveyCard survey={survey} justCreated={survey.id === sharing} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </section>
    </PageContainer>
  );
};

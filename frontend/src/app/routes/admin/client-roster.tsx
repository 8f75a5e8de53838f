import { ArrowLeft } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRole } from '@/lib/admin-user';
import { useRoster } from '@/features/roster/api/get-roster';
import { AddPersonForm } from '@/features/roster/components/add-person-form';
import { RosterImport } from '@/features/roster/components/roster-import';
import { RosterPeople } from '@/features/roster/components/roster-people';
import { peopleCount } from '@/features/roster/lib/roster-display';

const backLink = (
  <ButtonLink href={paths.admin.clients.href()} variant="ghost" size="sm">
    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
    Back to Clients
  </ButtonLink>
);

/**
 * A client's staff roster (issue 48 item 1): the people its surveys may reach, imported from a CSV
 * (previewed first) or added by hand, grouped by team. Consultants change it; owners also erase a person.
 */
export const ClientRosterScreen = ({ params }: { params: { clientId?: string } }) => {
  const clientId = params.clientId ?? '';
  const { data, error, mutate, isValidating } = useRoster(clientId);
  const { mayEdit, isOwner } = useRole();
  useDocumentTitle(data ? `Staff roster: ${data.clientName}` : 'Staff roster');

  return (
    <PageContainer className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="mb-4">{backLink}</div>
      {error ? (
        <ErrorState
          title="Could not load the roster"
          error={error}
          onRetry={isValidating ? undefined : () => void mutate()}
        />
      ) : !data ? (
        <LoadingState label="Loading the roster..." className="flex items-center gap-3 py-8 text-slate-700" />
      ) : (
        <>
          <PageHeader
            title={
              <>
                Staff roster: <bdi>{data.clientName}</bdi>
              </>
            }
            lead="The people at this client whom its surveys may reach. Their details are personal data: kept sealed, and erasable one person at a time by an owner."
          />
          <div className="mt-8 space-y-8">
            {mayEdit ? (
              <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
                <Card>
                  <CardContent className="p-5 sm:p-6">
                    <h2 className="mb-3 text-lg font-semibold text-slate-900">Import a CSV</h2>
                    <RosterImport clientId={clientId} />
                  </CardContent>
                </Card>
                <Card>
                  <CardContent className="p-5 sm:p-6">
                    <h2 className="mb-3 text-lg font-semibold text-slate-900">Add a person</h2>
                    <AddPersonForm clientId={clientId} />
                  </CardContent>
                </Card>
              </div>
            ) : null}
            <section aria-labelledby="roster-people-heading">
              <h2 id="roster-people-heading" className="mb-4 text-lg font-semibold text-slate-900">
                People on the roster{' '}
                <span className="font-normal text-slate-600">({peopleCount(data.people.length)})</span>
              </h2>
              <RosterPeople clientId={clientId} roster={data} can={{ mayEdit, isOwner }} />
            </section>
          </div>
        </>
      )}
    </PageContainer>
  );
};

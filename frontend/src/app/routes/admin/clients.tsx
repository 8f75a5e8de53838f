import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRole } from '@/lib/admin-user';
import { useArchivedClients, useClients } from '@/features/clients/api/get-clients';
import { ClientForm } from '@/features/clients/components/client-form';
import { ArchivedClientList, ClientList } from '@/features/clients/components/client-list';

/** The consultancy's clients: recorded once (name, description, contacts), then chosen for surveys. */
export const ClientsScreen = () => {
  useDocumentTitle('Clients');
  const { data, error, mutate, isValidating } = useClients();
  const { mayEdit } = useRole();
  const [showArchived, setShowArchived] = useState(false);

  return (
    <PageContainer className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Clients"
        lead="Each company you work for, written down once: surveys, reports and proposals for it start from here."
      />
      <div className="mt-8 space-y-8">
        {mayEdit ? (
          <Card>
            <CardContent className="p-5 sm:p-6">
              <h2 className="mb-4 text-lg font-semibold text-slate-900">Add a client</h2>
              <ClientForm onSaved={() => undefined} />
            </CardContent>
          </Card>
        ) : null}
        <section aria-labelledby="clients-heading">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h2 id="clients-heading" className="text-lg font-semibold text-slate-900">
              Current clients
            </h2>
            <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 accent-emerald-700"
                checked={showArchived}
                aria-controls={showArchived ? 'archived-clients' : undefined}
                onChange={(event) => setShowArchived(event.target.checked)}
              />
              Show archived clients
            </label>
          </div>
          {error ? (
            <ErrorState
              title="Could not load the clients"
              error={error}
              onRetry={isValidating ? undefined : () => void mutate()}
            />
          ) : !data ? (
            <LoadingState label="Loading clients..." className="flex items-center gap-3 py-8 text-slate-700" />
          ) : (
            <ClientList clients={data} mayEdit={mayEdit} />
          )}
        </section>
        {showArchived ? <ArchivedClients mayEdit={mayEdit} /> : null}
      </div>
    </PageContainer>
  );
};

/** Clients whose engagement is over: out of the lists and pickers, their surveys still theirs. */
const ArchivedClients = ({ mayEdit }: { mayEdit: boolean }) => {
  const { data, error, mutate, isValidating } = useArchivedClients();
  return (
    <section id="archived-clients" aria-labelledby="archived-clients-heading">
      <h2 id="archived-clients-heading" className="text-lg font-semibold text-slate-900">
        Archived clients
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Out of the client lists and pickers. Their surveys, reports and client links keep working.
      </p>
      {error ? (
        <ErrorState
          title="Could not load the archived clients"
          error={error}
          onRetry={isValidating ? undefined : () => void mutate()}
        />
      ) : !data ? (
        <LoadingState label="Loading archived clients..." className="flex items-center gap-3 py-8 text-slate-700" />
      ) : (
        <ArchivedClientList clients={data} mayEdit={mayEdit} />
      )}
    </section>
  );
};

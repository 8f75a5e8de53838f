import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRole } from '@/lib/admin-user';
import { useClients } from '@/features/clients/api/get-clients';
import { ClientForm } from '@/features/clients/components/client-form';
import { ClientList } from '@/features/clients/components/client-list';

/** The consultancy's clients: recorded once (name, description, contacts), then chosen for surveys. */
export const ClientsScreen = () => {
  useDocumentTitle('Clients');
  const { data, error, mutate, isValidating } = useClients();
  const { mayEdit } = useRole();

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
          <h2 id="clients-heading" className="mb-4 text-lg font-semibold text-slate-900">
            All clients
          </h2>
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
      </div>
    </PageContainer>
  );
};

import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { CreatedApiKey } from '@/types/generated/api';
import { useApiKeys } from '@/features/integrations/api/get-api-keys';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { ApiKeyList } from '@/features/integrations/components/api-keys/api-key-list';
import { CreateApiKeyForm } from '@/features/integrations/components/api-keys/create-api-key-form';
import { NewApiKeyPanel } from '@/features/integrations/components/api-keys/new-api-key-panel';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/status-screens';

export const ApiKeysScreen = () => {
  useDocumentTitle('API keys');
  const { data, error, mutate, isValidating } = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  return (
    <PageContainer className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title="API keys"
        lead={
          <>
            Keys let your scripts read surveys and responses, or create and edit surveys, without logging in. A script
            sends its key in the header{' '}
            <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;key&gt;</code>.
          </>
        }
      />
      <div className="mt-8 space-y-8">
        {created ? <NewApiKeyPanel created={created} onDone={() => setCreated(null)} /> : null}
        <Card>
          <CardContent className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Create a key</h2>
            <CreateApiKeyForm onCreated={setCreated} />
          </CardContent>
        </Card>
        <section aria-labelledby="api-keys-heading">
          <h2 id="api-keys-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Your keys
          </h2>
          {error ? (
            <ErrorState
              title="Could not load the keys"
              error={error}
              onRetry={isValidating ? undefined : () => void mutate()}
            />
          ) : !data ? (
            <LoadingState label="Loading keys..." className="flex items-center gap-3 py-8 text-slate-700" />
          ) : data.length === 0 ? (
            <EmptyState
              icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}
              title="No keys yet"
              text="Keys you create appear here, with when each was last used."
            />
          ) : (
            <ApiKeyList apiKeys={data} />
          )}
        </section>
      </div>
    </PageContainer>
  );
};

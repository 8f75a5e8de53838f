import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSurveys } from '@/features/survey-builder/api/get-surveys';
import { useWebhookEndpoints } from '@/features/integrations/api/get-webhook-endpoints';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/status-screens';
import { EndpointCard } from '@/features/integrations/components/webhooks/endpoint-card';
import { EndpointForm } from '@/features/integrations/components/webhooks/endpoint-form';
import { SecretNotice } from '@/features/integrations/components/webhooks/secret-notice';

/** Webhooks: endpoints with their state, a test event, the delivery log with Redeliver. */
export const WebhooksScreen = () => {
  useDocumentTitle('Webhooks');
  const { data, error, mutate, isValidating } = useWebhookEndpoints();
  const surveys = useSurveys(true).data ?? [];
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <PageContainer className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Webhooks"
        lead="Send responses, erasures, closed surveys and finished reports to your other tools, signed to the Standard Webhooks spec."
      />
      <div className="mt-8 space-y-6">
        {secret ? <SecretNotice secret={secret} onDismiss={() => setSecret(null)} /> : null}
        <EndpointForm surveys={surveys} onCreated={(created) => setSecret(created.secret)} />
        <section aria-label="Endpoints" className="space-y-4">
          {error ? (
            <ErrorState
              title="Could not load the endpoints"
              error={error}
              onRetry={isValidating ? undefined : () => void mutate()}
            />
          ) : !data ? (
            <LoadingState label="Loading endpoints..." />
          ) : data.length === 0 ? (
            <EmptyState
              icon={<Webhook className="h-6 w-6" aria-hidden="true" />}
              title="No endpoints yet"
              text="Add an endpoint above to receive events as they happen."
            />
          ) : (
            data.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} surveys={surveys} onSecret={setSecret} />
            ))
          )}
        </section>
      </div>
    </PageContainer>
  );
};

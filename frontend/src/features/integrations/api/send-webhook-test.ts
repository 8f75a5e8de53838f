import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { webhookDeliveriesKey } from './get-webhook-deliveries';

/** Queues a webhook.test delivery to the endpoint, then refetches its log. */
export const sendWebhookTest = async (endpointId: string) => {
  const delivery = await answer(
    api.POST('/api/webhooks/endpoints/{id}/test', { params: { path: { id: endpointId } } }),
  );
  await refresh(webhookDeliveriesKey(endpointId));
  return delivery;
};

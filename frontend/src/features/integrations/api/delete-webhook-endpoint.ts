import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { webhookEndpointsKey } from './get-webhook-endpoints';

/** Removes an endpoint and its delivery log. */
export const deleteWebhookEndpoint = async (id: string): Promise<void> => {
  await answer(api.DELETE('/api/webhooks/endpoints/{id}', { params: { path: { id } } }));
  await refresh(webhookEndpointsKey);
};

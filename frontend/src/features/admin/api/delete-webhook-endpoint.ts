import { apiRequest } from '@/lib/api-client';
import { webhookEndpointsKey } from './get-webhook-endpoints';
import { refresh } from './refresh';

/** Removes an endpoint and its delivery log. */
export const deleteWebhookEndpoint = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `${webhookEndpointsKey}/${encodeURIComponent(id)}`);
  await refresh(webhookEndpointsKey);
};

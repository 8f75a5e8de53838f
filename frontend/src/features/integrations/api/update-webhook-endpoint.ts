import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { WebhookEndpointChange } from '@/types/generated/api';
import { webhookEndpointsKey } from './get-webhook-endpoints';

/** Changes an endpoint (`enabled: false` disables it, `true` enables a failing or disabled one). */
export const updateWebhookEndpoint = async (id: string, change: WebhookEndpointChange) => {
  const endpoint = await answer(api.PATCH('/api/webhooks/endpoints/{id}', { params: { path: { id } }, body: change }));
  await refresh(webhookEndpointsKey);
  return endpoint;
};

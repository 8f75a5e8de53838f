import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { WebhookEndpointInput } from '@/types/generated/api';
import { webhookEndpointsKey } from './get-webhook-endpoints';

/** Adds an endpoint; the answer holds its signing secret, shown this once. */
export const createWebhookEndpoint = async (input: WebhookEndpointInput) => {
  const created = await answer(api.POST(webhookEndpointsKey, { body: input }));
  await refresh(webhookEndpointsKey);
  return created;
};

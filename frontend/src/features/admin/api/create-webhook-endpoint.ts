import { requestJson } from '@/lib/api-client';
import type { WebhookEndpointCreated, WebhookEndpointInput } from '@/types/generated/api';
import { webhookEndpointsKey } from './get-webhook-endpoints';
import { refresh } from './refresh';

/** Adds an endpoint; the answer holds its signing secret, shown this once. */
export const createWebhookEndpoint = async (input: WebhookEndpointInput): Promise<WebhookEndpointCreated> => {
  const created = await requestJson<WebhookEndpointCreated>('POST', webhookEndpointsKey, input);
  await refresh(webhookEndpointsKey);
  return created;
};

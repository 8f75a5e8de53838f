import { requestJson } from '@/lib/api-client';
import type { WebhookEndpoint, WebhookEndpointChange } from '@/types/generated/api';
import { webhookEndpointsKey } from './get-webhook-endpoints';
import { refresh } from './refresh';

/** Changes an endpoint (`enabled: false` disables it, `true` enables a failing or disabled one). */
export const updateWebhookEndpoint = async (id: string, change: WebhookEndpointChange): Promise<WebhookEndpoint> => {
  const endpoint = await requestJson<WebhookEndpoint>(
    'PATCH',
    `${webhookEndpointsKey}/${encodeURIComponent(id)}`,
    change,
  );
  await refresh(webhookEndpointsKey);
  return endpoint;
};

import { requestJson } from '@/lib/api-client';
import type { WebhookDelivery } from '@/types/generated/api';
import { webhookDeliveriesKey } from './get-webhook-deliveries';
import { refresh } from './refresh';

/** Queues a webhook.test delivery to the endpoint, then refetches its log. */
export const sendWebhookTest = async (endpointId: string): Promise<WebhookDelivery> => {
  const delivery = await requestJson<WebhookDelivery>(
    'POST',
    `/api/webhooks/endpoints/${encodeURIComponent(endpointId)}/test`,
  );
  await refresh(webhookDeliveriesKey(endpointId));
  return delivery;
};

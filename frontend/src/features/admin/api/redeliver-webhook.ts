import { requestJson } from '@/lib/api-client';
import type { WebhookDelivery } from '@/types/generated/api';
import { webhookDeliveriesKey } from './get-webhook-deliveries';
import { refresh } from './refresh';

/** Sends a delivery again under the same webhook-id, then refetches its endpoint's log. */
export const redeliverWebhook = async (delivery: WebhookDelivery): Promise<WebhookDelivery> => {
  const again = await requestJson<WebhookDelivery>(
    'POST',
    `/api/webhooks/deliveries/${encodeURIComponent(delivery.id)}/redeliver`,
  );
  await refresh(webhookDeliveriesKey(delivery.endpointId));
  return again;
};

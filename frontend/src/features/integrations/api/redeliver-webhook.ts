import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { WebhookDelivery } from '@/types/generated/api';
import { webhookDeliveriesKey } from './get-webhook-deliveries';

/** Sends a delivery again under the same webhook-id, then refetches its endpoint's log. */
export const redeliverWebhook = async (delivery: WebhookDelivery) => {
  const again = await answer(
    api.POST('/api/webhooks/deliveries/{id}/redeliver', { params: { path: { id: delivery.id } } }),
  );
  await refresh(webhookDeliveriesKey(delivery.endpointId));
  return again;
};

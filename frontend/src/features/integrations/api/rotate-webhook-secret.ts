import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { webhookEndpointsKey } from './get-webhook-endpoints';

/** A new signing secret (shown this once); the old one keeps signing beside it for a grace period. */
export const rotateWebhookSecret = async (id: string) => {
  const secret = await answer(api.POST('/api/webhooks/endpoints/{id}/secret', { params: { path: { id } } }));
  await refresh(webhookEndpointsKey);
  return secret;
};

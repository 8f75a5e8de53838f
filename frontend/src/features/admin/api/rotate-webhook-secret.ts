import { requestJson } from '@/lib/api-client';
import type { WebhookSecret } from '@/types/generated/api';
import { webhookEndpointsKey } from './get-webhook-endpoints';
import { refresh } from './refresh';

/** A new signing secret (shown this once); the old one keeps signing beside it for a grace period. */
export const rotateWebhookSecret = async (id: string): Promise<WebhookSecret> => {
  const secret = await requestJson<WebhookSecret>('POST', `${webhookEndpointsKey}/${encodeURIComponent(id)}/secret`);
  await refresh(webhookEndpointsKey);
  return secret;
};

import useSWR from 'swr';
import type { WebhookEndpoint } from '@/types/generated/api';

export const webhookEndpointsKey = '/api/webhooks/endpoints';

/** Every webhook endpoint with its state (active, failing, disabled). */
export const useWebhookEndpoints = () => useSWR<WebhookEndpoint[]>(webhookEndpointsKey);

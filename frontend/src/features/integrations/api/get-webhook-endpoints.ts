import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { paths } from '@/types/generated/api';

export const webhookEndpointsKey = '/api/webhooks/endpoints' satisfies keyof paths;

/** Every webhook endpoint with its state (active, failing, disabled). */
export const useWebhookEndpoints = () => useSWR(webhookEndpointsKey, () => answer(api.GET(webhookEndpointsKey)));

import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

export const webhookDeliveriesKey = (endpointId: string) =>
  ['/api/webhooks/endpoints', endpointId, 'deliveries'] as const;

/** While a delivery is still pending, its log is read again every few seconds to show how it went. */
export const PENDING_REFRESH_MS = 2000;

/** An endpoint's deliveries, newest first. */
export const useWebhookDeliveries = (endpointId: string) =>
  useSWR(
    webhookDeliveriesKey(endpointId),
    () => answer(api.GET('/api/webhooks/endpoints/{id}/deliveries', { params: { path: { id: endpointId } } })),
    { refreshInterval: (data) => (data?.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : 0) },
  );

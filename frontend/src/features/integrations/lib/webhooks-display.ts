import type { BadgeVariant } from '@/components/ui/badge';
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpointState,
  WebhookEventType,
} from '@/types/generated/api';

// What the webhooks screen says about endpoints and deliveries: pure, so it is tested without a browser.

export const EVENT_TYPE_CHOICES: readonly { value: WebhookEventType; label: string }[] = [
  { value: 'response.started', label: 'A response is started' },
  { value: 'response.completed', label: 'A response is completed' },
  { value: 'response.erased', label: 'A response is erased' },
  { value: 'survey.closed', label: 'A survey is closed' },
  { value: 'report.completed', label: 'A report is ready' },
];

const STATES: Record<WebhookEndpointState, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  failing: { label: 'Failing', variant: 'warning' },
  disabled: { label: 'Disabled', variant: 'muted' },
};

const STATUSES: Record<WebhookDeliveryStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'default' },
  delivered: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  skipped: { label: 'Skipped', variant: 'muted' },
};

export const endpointStateBadge = (state: WebhookEndpointState) => STATES[state];
export const deliveryStatusBadge = (status: WebhookDeliveryStatus) => STATUSES[status];

/** 'HTTP 200: thanks', the error of an attempt that got no reply, or '—' before any attempt. */
export const replySummary = (delivery: WebhookDelivery): string => {
  if (delivery.replyStatus !== null) {
    const excerpt = delivery.replyExcerpt?.replace(/\s+/g, ' ').trim();
    return excerpt ? `HTTP ${delivery.replyStatus}: ${excerpt}` : `HTTP ${delivery.replyStatus}`;
  }
  return delivery.lastError ?? '—';
};

/** A delivery can be sent again once it has settled (a pending one is on its way already). */
export const canRedeliver = (delivery: WebhookDelivery): boolean => delivery.status !== 'pending';

/** What is wrong with the form before it is sent (the server checks addresses for good). */
export const endpointFormProblems = (url: string, eventTypes: readonly string[]): { url?: string; events?: string } => {
  const problems: { url?: string; events?: string } = {};
  const text = url.trim();
  if (!text) problems.url = 'Enter the URL that receives the events';
  else if (!/^https?:\/\/\S+$/i.test(text)) problems.url = 'Enter a URL starting with https://';
  if (eventTypes.length === 0) problems.events = 'Choose at least one event';
  return problems;
};

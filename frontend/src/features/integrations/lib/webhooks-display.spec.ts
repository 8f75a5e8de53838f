import type { WebhookDelivery } from '@/types/generated/api';
import {
  canRedeliver,
  deliveryStatusBadge,
  endpointFormProblems,
  endpointStateBadge,
  replySummary,
} from './webhooks-display';

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'msg_1',
  endpointId: 'e1',
  eventType: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-26T12:00:00.000Z',
  replyStatus: 200,
  replyExcerpt: 'ok',
  lastError: null,
  createdAt: '2026-11-26T12:00:00.000Z',
  ...over,
});

describe('the webhooks screen', () => {
  it('names states and statuses with a badge colour', () => {
    expect(endpointStateBadge('failing')).toEqual({ label: 'Failing', variant: 'warning' });
    expect(deliveryStatusBadge('failed')).toEqual({ label: 'Failed', variant: 'danger' });
  });

  it('sums up the reply, or why there was none', () => {
    expect(replySummary(delivery({ replyExcerpt: ' thanks\n  a lot ' }))).toBe('HTTP 200: thanks a lot');
    expect(replySummary(delivery({ replyStatus: 500, replyExcerpt: '' }))).toBe('HTTP 500');
    expect(replySummary(delivery({ replyStatus: null, replyExcerpt: null, lastError: 'connect ECONNREFUSED' }))).toBe(
      'connect ECONNREFUSED',
    );
    expect(replySummary(delivery({ status: 'pending', replyStatus: null, replyExcerpt: null }))).toBe('—');
  });

  it('offers Redeliver once a delivery has settled', () => {
    expect(canRedeliver(delivery({ status: 'failed' }))).toBe(true);
    expect(canRedeliver(delivery({ status: 'pending' }))).toBe(false);
  });

  it('checks the form before sending it', () => {
    expect(endpointFormProblems('', [])).toEqual({
      url: 'Enter the URL that receives the events',
      events: 'Choose at least one event',
    });
    expect(endpointFormProblems('hooks.example.com', ['survey.closed']).url).toBe('Enter a URL starting with https://');
    expect(endpointFormProblems('https://hooks.example.com/x', ['survey.closed'])).toEqual({});
  });
});

import type { Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { skippedAttempt, type OutboxChannel, type OutboxSettings } from '../outbox';
import type { EndpointSecrets } from './endpoint-secrets';
import { decideAttempt } from './webhook-attempt';
import { buildBody, type PayloadSources } from './webhook-payload';
import { signatureHeader } from './webhook-signature';
import { sendWebhook, type Resolver, type SendResult } from './webhook-sender';
import { findEndpoint, recordAttempt, updateEndpoint, type DeliveryRow, type EndpointRow } from './webhooks.queries';

export type WebhookSettings = OutboxSettings & {
  timeoutMs: number;
  allowLoopback: boolean;
  resolve?: Resolver;
  random?: () => number;
};

/** What one send came to: the receiver's answer (or the error), and the endpoint it went to. */
export type WebhookTry = { endpoint: EndpointRow; result: SendResult };

/** The stored secrets that sign now: the current one, and the previous one during its grace period. */
export function signingSecrets(endpoint: EndpointRow, now: number): string[] {
  const previousValid =
    endpoint.previousSecret && endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > now;
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/**
 * Sending one delivery the outbox holds: 1. build its body from the read models, 2. sign and send it;
 * then record the outcome on the delivery and its endpoint (webhook-attempt.ts says what it means).
 */
export function webhookDeliverer(
  db: Db,
  sources: PayloadSources,
  secrets: EndpointSecrets,
  clock: Clock,
): Pick<OutboxChannel<DeliveryRow, WebhookTry, WebhookSettings>, 'send' | 'record'> {
  const now = () => clock().getTime();
  return {
    async send(delivery, settings) {
      const endpoint = await findEndpoint(db, delivery.endpointId);
      if (!endpoint || endpoint.state === 'disabled') return { kind: 'skipped', reason: 'The endpoint is disabled' };
      const body = await buildBody(delivery, sources);
      if (!body) return { kind: 'skipped', reason: 'The response was erased before it was delivered' };
      const text = JSON.stringify(body);
      const timestamp = Math.floor(now() / 1000);
      const signing = await secrets.open(db, endpoint.id, signingSecrets(endpoint, now()));
      const result = await sendWebhook({
        url: endpoint.url,
        body: text,
        headers: {
          'webhook-id': delivery.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(signing, delivery.id, timestamp, text),
        },
        allowLoopback: settings.allowLoopback,
        timeoutMs: settings.timeoutMs,
        resolve: settings.resolve,
      });
      return { kind: 'tried', result: { endpoint, result } };
    },

    async record(delivery, sent, settings) {
      if (sent.kind === 'skipped') {
        const skipped = skippedAttempt(delivery.attempts, sent.reason);
        await recordAttempt(db, delivery.id, { ...skipped, replyStatus: null, replyExcerpt: null });
        return null;
      }
      const { endpoint, result } = sent.result;
      const decision = decideAttempt({
        attemptsBefore: delivery.attempts,
        result,
        schedule: settings.retrySchedule,
        now: now(),
        random: settings.random,
      });
      const verdict = decision.endpoint;
      // One transaction: a reader never sees the delivery settled and its endpoint's state not yet changed.
      await db.transaction(async (tx) => {
        await recordAttempt(tx, delivery.id, decision.record);
        // Recovery clears only "failing": a disabled endpoint stays disabled until the admin enables it.
        if (verdict && (verdict.state !== 'active' || endpoint.state === 'failing'))
          await updateEndpoint(tx, endpoint.id, { state: verdict.state, stateReason: verdict.reason });
      });
      return decision.retryInMs;
    },
  };
}

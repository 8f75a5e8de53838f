import type { Db } from '../db/db';
import { decideAttempt } from './webhook-attempt';
import { buildBody, type PayloadSources } from './webhook-payload';
import { signatureHeader } from './webhook-signature';
import { sendWebhook, type Resolver } from './webhook-sender';
import {
  claimDelivery,
  findEndpoint,
  recordAttempt,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.queries';

export type DelivererSettings = {
  retrySchedule: readonly number[];
  /** How long an attempt holds its delivery (longer than the send timeout). */
  leaseMs: number;
  timeoutMs: number;
  allowLoopback: boolean;
  resolve?: Resolver;
  random?: () => number;
};

/** The secrets that sign now: the current one, and the previous one during its grace period. */
export function signingSecrets(endpoint: EndpointRow, now: number): string[] {
  const previousValid =
    endpoint.previousSecret && endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > now;
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/**
 * One attempt at a delivery: 1. hold it (no other sender tries it meanwhile), 2. build its body from
 * the read models, 3. sign and send it, 4. record the outcome on the delivery and its endpoint.
 * Answers the wait before the next attempt, or null when it is settled (or not this sender's to try).
 */
export class WebhookDeliverer {
  constructor(
    private readonly db: Db,
    private readonly sources: PayloadSources,
    private readonly settings: () => DelivererSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(deliveryId: string): Promise<number | null> {
    const settings = this.settings();
    const delivery = await claimDelivery(this.db, deliveryId, settings.leaseMs);
    if (!delivery) return null;
    const endpoint = await findEndpoint(this.db, delivery.endpointId);
    if (!endpoint || endpoint.state === 'disabled') return this.skip(delivery, 'The endpoint is disabled');
    const body = await buildBody(delivery, this.sources);
    if (!body) return this.skip(delivery, 'The response was erased before it was delivered');
    const text = JSON.stringify(body);
    const timestamp = Math.floor(this.now() / 1000);
    const result = await sendWebhook({
      url: endpoint.url,
      body: text,
      headers: {
        'webhook-id': delivery.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(signingSecrets(endpoint, this.now()), delivery.id, timestamp, text),
      },
      allowLoopback: settings.allowLoopback,
      timeoutMs: settings.timeoutMs,
      resolve: settings.resolve,
    });
    const decision = decideAttempt({
      attemptsBefore: delivery.attempts,
      result,
      schedule: settings.retrySchedule,
      now: this.now(),
      random: settings.random,
    });
    const verdict = decision.endpoint;
    // One transaction: a reader never sees the delivery settled and its endpoint's state not yet changed.
    await this.db.transaction(async (tx) => {
      await recordAttempt(tx, delivery.id, decision.record);
      // Recovery clears only "failing": a disabled endpoint stays disabled until the admin enables it.
      if (verdict && (verdict.state !== 'active' || endpoint.state === 'failing'))
        await updateEndpoint(tx, endpoint.id, { state: verdict.state, stateReason: verdict.reason });
    });
    return decision.retryInMs;
  }

  private async skip(delivery: DeliveryRow, reason: string): Promise<null> {
    await recordAttempt(this.db, delivery.id, {
      status: 'skipped',
      attempts: delivery.attempts,
      nextAttemptInMs: null,
      replyStatus: null,
      replyExcerpt: null,
      lastError: reason,
    });
    return null;
  }
}

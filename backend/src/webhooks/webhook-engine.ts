import type { Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { OutboxEngine } from '../outbox';
import type { EndpointSecrets } from './endpoint-secrets';
import { webhookDeliverer, type WebhookSettings, type WebhookTry } from './webhook-deliverer';
import { deliveriesFromLog } from './webhook-dispatcher';
import type { PayloadSources } from './webhook-payload';
import { RETRY_SCHEDULE_MS } from './webhook-schedule';
import { SEND_TIMEOUT_MS } from './webhook-sender';
import { claimDelivery, dropExpiredSecrets, dueDeliveryIds, type DeliveryRow } from './webhooks.queries';

export type { WebhookSettings } from './webhook-deliverer';

/** The webhooks' BullMQ queue. */
export const WEBHOOK_QUEUE = 'webhooks';

export const DEFAULT_WEBHOOK_SETTINGS: Omit<WebhookSettings, 'allowLoopback'> = {
  retrySchedule: RETRY_SCHEDULE_MS,
  leaseMs: SEND_TIMEOUT_MS + 5000,
  timeoutMs: SEND_TIMEOUT_MS,
  pollMs: 1000,
  sweepMs: 5000,
};

/** The webhooks' outbound side: the outbox's engine on the webhook channel. */
export type WebhookEngine = OutboxEngine<DeliveryRow, WebhookTry, WebhookSettings>;

export type WebhookEngineOptions = {
  db: Db;
  sources: PayloadSources;
  /** Opens the endpoints' sealed signing secrets. */
  secrets: EndpointSecrets;
  settings: WebhookSettings;
  redis?: { url: string; prefix: string } | null;
  onError?: (error: Error, what: string) => void;
  clock: Clock;
};

/**
 * The webhook channel: deliveries from the log (webhook-dispatcher.ts), signed and sent one at a time
 * (webhook-deliverer.ts); with each sweep's period, the previous secrets whose grace has ended are dropped.
 */
export function createWebhookEngine(options: WebhookEngineOptions): WebhookEngine {
  const { db, clock } = options;
  return new OutboxEngine({
    db,
    clock,
    settings: options.settings,
    redis: options.redis,
    onError: options.onError,
    channel: {
      name: 'webhook',
      queue: { name: WEBHOOK_QUEUE, concurrency: 4 },
      enabled: true,
      claim: claimDelivery,
      dueIds: dueDeliveryIds,
      fromLog: deliveriesFromLog,
      ...webhookDeliverer(db, options.sources, options.secrets, clock),
      chores: [{ what: 'webhook secrets', everyMs: (s) => s.sweepMs, run: () => dropExpiredSecrets(db) }],
    },
  });
}

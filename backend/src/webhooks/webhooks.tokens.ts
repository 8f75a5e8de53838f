/** The WebhookEngine of this process (dispatcher, queue, sweep). */
export const WEBHOOK_ENGINE = Symbol('WEBHOOK_ENGINE');

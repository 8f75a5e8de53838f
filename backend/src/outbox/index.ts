// The outbox's front door: what a channel (webhooks/, mail/, ...) uses to plug in. README.md says how.
export * from './outbox-channel';
export * from './outbox-engine';
export * from './outbox-rows';
export * from './retry-schedule';
export { OutboxDispatcher } from './outbox-dispatcher';
export { closeQueueAndWorker } from './bullmq-close';

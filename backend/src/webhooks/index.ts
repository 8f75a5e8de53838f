// The webhooks feature's front door: the delivery queue the mail feature shares.
export * from './delivery-queue';

import type { FromLog } from '../outbox';
import { deliveryIdFor } from './webhook-signature';
import { toWebhookEvent, wants } from './webhook-events';
import {
  forgetReplies,
  insertDeliveries,
  routableEndpoints,
  WEBHOOK_CHECKPOINT,
  type NewDelivery,
} from './webhooks.queries';

/**
 * What the webhooks take from the log (the outbox's dispatcher reads it): a delivery per event and
 * endpoint that wants it, its id derived from endpoint and position. An erasure first forgets the
 * replies kept for that response's deliveries (see recordAttempt for the race with an attempt in flight).
 */
export const deliveriesFromLog: FromLog = {
  checkpoint: WEBHOOK_CHECKPOINT,
  async store(db, events) {
    const endpoints = await routableEndpoints(db);
    const deliveries: NewDelivery[] = [];
    for (const logEvent of events) {
      const event = toWebhookEvent(logEvent);
      if (!event) continue;
      if (event.type === 'response.erased' && event.subjectId) await forgetReplies(db, event.subjectId);
      for (const endpoint of endpoints) {
        if (!wants(endpoint, event)) continue;
        deliveries.push({
          id: deliveryIdFor(endpoint.id, event.position),
          endpointId: endpoint.id,
          eventType: event.type,
          eventPosition: event.position,
          surveyId: event.surveyId,
          subjectId: event.subjectId,
          eventAt: event.at,
        });
      }
    }
    return insertDeliveries(db, deliveries);
  },
};

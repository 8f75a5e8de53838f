import type { Db } from '../db/db';
import { LogFollower } from '../event-store/log-follower';
import { deliveryIdFor } from './webhook-signature';
import { toWebhookEvent, wants, type LogEvent } from './webhook-events';
import {
  forgetReplies,
  insertDeliveries,
  readCheckpoint,
  routableEndpoints,
  saveCheckpoint,
  type NewDelivery,
} from './webhooks.queries';

const BATCH = 500;

/**
 * Turns the log into deliveries, from the stored checkpoint on. One pass: read the events after the
 * checkpoint (up to a hole a writer may still fill, as the live feed's tail does), store a delivery
 * per event and endpoint that wants it, then move the checkpoint. A pass cut short by a crash is
 * made again: the deliveries' ids are derived from endpoint and position, so storing them twice
 * stores them once, and only the ones added are handed on (to the queue).
 */
export class WebhookDispatcher {
  private readonly log: LogFollower;

  constructor(
    private readonly db: Db,
    private readonly onStored: (deliveryIds: string[]) => Promise<void>,
    now: () => number = Date.now,
  ) {
    this.log = new LogFollower(db, BATCH, now);
  }

  /** Answers whether there is more to read at once (a full batch); a hole waits for the next pass. */
  async pass(): Promise<boolean> {
    const { ready, position, more } = await this.log.next(await readCheckpoint(this.db));
    if (ready.length > 0) {
      const stored = await this.store(ready);
      await saveCheckpoint(this.db, position);
      if (stored.length > 0) await this.onStored(stored);
    }
    return more;
  }

  private async store(events: readonly LogEvent[]): Promise<string[]> {
    const endpoints = await routableEndpoints(this.db);
    const deliveries: NewDelivery[] = [];
    for (const logEvent of events) {
      const event = toWebhookEvent(logEvent);
      if (!event) continue;
      if (event.type === 'response.erased' && event.subjectId) await forgetReplies(this.db, event.subjectId);
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
    return insertDeliveries(this.db, deliveries);
  }
}

import type { Db } from '../db/db';
import { tailStep, type Hole } from '../live-feed/log-tail';
import { deliveryIdFor } from './webhook-signature';
import { toWebhookEvent, wants, type LogEvent } from './webhook-events';
import {
  forgetReplies,
  insertDeliveries,
  readCheckpoint,
  readLogAfter,
  routableEndpoints,
  saveCheckpoint,
  transactionHorizon,
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
  private hole: Hole | null = null;

  constructor(
    private readonly db: Db,
    private readonly onStored: (deliveryIds: string[]) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Answers whether there is more to read at once (a full batch); a hole waits for the next pass. */
  async pass(): Promise<boolean> {
    const position = await readCheckpoint(this.db);
    const events = await readLogAfter(this.db, position, BATCH);
    if (events.length === 0) return false;
    const gapped = events.some((event, i) => event.position !== (i === 0 ? position : events[i - 1]!.position) + 1);
    const horizon = gapped ? await transactionHorizon(this.db) : { xmin: 0n, xmax: 0n };
    const step = tailStep(
      position,
      events.map((event) => event.position),
      this.hole,
      this.now(),
      horizon,
    );
    this.hole = step.hole;
    const ready = events.slice(0, step.deliver);
    if (ready.length > 0) {
      const stored = await this.store(ready);
      await saveCheckpoint(this.db, step.position);
      if (stored.length > 0) await this.onStored(stored);
    }
    return step.hole === null && events.length === BATCH;
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

import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { tailStep, type Hole } from '../live-feed/log-tail';
import { readLogAfter, transactionHorizon } from '../webhooks/webhooks.queries';
import {
  insertMails,
  perResponseRecipients,
  readMailCheckpoint,
  saveMailCheckpoint,
  type NewMail,
} from './mail.queries';

const BATCH = 500;

/** A mail's id, derived from what it is about, so storing it twice stores it once. */
export function mailIdFor(...parts: readonly (string | number)[]): string {
  return `mail_${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32)}`;
}

/**
 * Turns completed responses in the log into mails, from the stored checkpoint on, as the webhook
 * dispatcher does (the same log reader and the live feed's tail step, which waits at a hole a writer
 * may still fill). A mail per ResponseCompleted and subscribed address of a survey that wants one per
 * response; stored before the checkpoint moves and before it is queued.
 */
export class MailDispatcher {
  private hole: Hole | null = null;

  constructor(
    private readonly db: Db,
    private readonly onStored: (mailIds: string[]) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  async pass(): Promise<boolean> {
    const position = await readMailCheckpoint(this.db);
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
    const completed = ready.filter(
      (event) => event.type === 'ResponseCompleted' && event.streamId.startsWith('response-') && event.surveyId,
    );
    let stored: string[] = [];
    if (completed.length > 0) {
      const recipients = await perResponseRecipients(this.db);
      const mails: NewMail[] = [];
      for (const event of completed) {
        for (const r of recipients) {
          if (r.surveyId !== event.surveyId || r.createdPosition >= event.position) continue;
          mails.push({
            id: mailIdFor(r.surveyId, r.address, event.position),
            surveyId: r.surveyId,
            address: r.address,
            kind: 'response',
            responseId: event.streamId.slice('response-'.length),
            since: null,
          });
        }
      }
      stored = await insertMails(this.db, mails);
    }
    if (ready.length > 0) await saveMailCheckpoint(this.db, step.position);
    if (stored.length > 0) await this.onStored(stored);
    return step.hole === null && events.length === BATCH;
  }
}

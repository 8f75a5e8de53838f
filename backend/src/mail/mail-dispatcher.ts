import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { LogFollower } from '../event-store/log-follower';
import {
  insertMails,
  perResponseRecipients,
  readMailCheckpoint,
  saveMailCheckpoint,
  type NewMail,
} from './mail.queries';

const BATCH = 500;

/**
 * A completion older than this when the dispatcher reaches it is not mailed on its own: the log was
 * behind (e-mail was off for a while, or the API was down), and a per-response mail a day late is noise;
 * the digest still counts it. Without it, switching e-mail on would send every completion since the
 * addresses were saved at once.
 */
export const PER_RESPONSE_MAIL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A mail's id, derived from what it is about, so storing it twice stores it once. */
export function mailIdFor(...parts: readonly (string | number)[]): string {
  return `mail_${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32)}`;
}

/**
 * Turns completed responses in the log into mails, from the stored checkpoint on, through the same
 * LogFollower as the webhook dispatcher (it waits at a hole a writer may still fill). A mail per
 * ResponseCompleted (of the last PER_RESPONSE_MAIL_MAX_AGE_MS) and subscribed address of a survey that
 * wants one per response; stored before the checkpoint moves and before it is queued.
 */
export class MailDispatcher {
  private readonly log: LogFollower;

  constructor(
    private readonly db: Db,
    private readonly onStored: (mailIds: string[]) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {
    this.log = new LogFollower(db, BATCH, now);
  }

  async pass(): Promise<boolean> {
    const { ready, position, more } = await this.log.next(await readMailCheckpoint(this.db));
    const oldest = this.now() - PER_RESPONSE_MAIL_MAX_AGE_MS;
    const completed = ready.filter(
      (event) =>
        event.type === 'ResponseCompleted' &&
        event.streamId.startsWith('response-') &&
        event.surveyId &&
        Date.parse(event.recordedAt) >= oldest,
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
    if (ready.length > 0) await saveMailCheckpoint(this.db, position);
    if (stored.length > 0) await this.onStored(stored);
    return more;
  }
}

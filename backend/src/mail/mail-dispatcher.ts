import { createHash } from 'node:crypto';
import { systemClock } from '../core/tokens';
import type { Db } from '../db/db';
import { OutboxDispatcher, type FromLog } from '../outbox';
import { insertMails, MAIL_CHECKPOINT, perResponseRecipients, type NewMail } from './mail.queries';

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
 * What the mail takes from the log (the outbox's dispatcher reads it): a mail per ResponseCompleted (of
 * the last PER_RESPONSE_MAIL_MAX_AGE_MS) and subscribed address of a survey that wants one per response,
 * among the addresses saved before that completion.
 */
export const mailsFromLog: FromLog = {
  checkpoint: MAIL_CHECKPOINT,
  async store(db, events, now) {
    const oldest = now - PER_RESPONSE_MAIL_MAX_AGE_MS;
    const completed = events.filter(
      (event) =>
        event.type === 'ResponseCompleted' &&
        event.streamId.startsWith('response-') &&
        event.surveyId &&
        Date.parse(event.recordedAt) >= oldest,
    );
    if (completed.length === 0) return [];
    const recipients = await perResponseRecipients(db);
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
    return insertMails(db, mails);
  },
};

/**
 * The mail's reading of the log outside an engine (mail-backlog.int.spec.ts reads a backlog with it, a
 * day later); the engine makes the same from mailsFromLog with the injected CLOCK.
 */
export class MailDispatcher extends OutboxDispatcher {
  constructor(db: Db, onStored: (mailIds: string[]) => Promise<void>, now = () => systemClock().getTime()) {
    super(db, mailsFromLog, onStored, now);
  }
}

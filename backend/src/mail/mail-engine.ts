import type { Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { OutboxEngine, type OutboxSettings } from '../outbox';
import { MAIL_RETRY_SCHEDULE_MS, mailDeliverer, type MailLinks, type MailTry } from './mail-deliverer';
import { mailIdFor, mailsFromLog } from './mail-dispatcher';
import type { MailTransport } from '../common/smtp-transport';
import type { MailSources } from './mail-sources';
import { claimMail, digestsDue, dueMailIds, insertMails, markDigest, type OutboxRow } from './mail.queries';

/** The mail's BullMQ queue. */
export const MAIL_QUEUE = 'mail';
/** Notifications sent at once. */
export const MAIL_CONCURRENCY = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

export type MailSettings = OutboxSettings & {
  /** How often digests are looked at (each subscription gets one a day at most). */
  digestCheckMs: number;
};

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  retrySchedule: MAIL_RETRY_SCHEDULE_MS,
  leaseMs: 60_000,
  pollMs: 2000,
  sweepMs: 10_000,
  digestCheckMs: 60 * 60 * 1000,
};

export type MailEngineOptions = {
  db: Db;
  sources: MailSources;
  /** null: e-mail is off (SMTP_URL or MAIL_FROM unset); mails are not stored then. */
  transport: MailTransport | null;
  links: MailLinks;
  settings?: Partial<MailSettings>;
  redis?: { url: string; prefix: string } | null;
  onError?: (error: Error, what: string) => void;
  /** The time the digests are due by, and how old a completion is (CLOCK). */
  clock: Clock;
};

/**
 * E-mail notifications' outbound side: the outbox's engine on the mail channel (a `mail` queue of its
 * own on BullMQ, or in-process timers), with an hourly digest check beside it.
 */
export class MailEngine extends OutboxEngine<OutboxRow, MailTry, MailSettings> {
  constructor(private readonly mail: MailEngineOptions) {
    const { db, transport } = mail;
    super({
      db,
      clock: mail.clock,
      settings: { ...DEFAULT_MAIL_SETTINGS, ...mail.settings },
      redis: mail.redis,
      onError: mail.onError,
      channel: {
        name: 'mail',
        queue: { name: MAIL_QUEUE, concurrency: MAIL_CONCURRENCY },
        enabled: transport !== null,
        claim: claimMail,
        dueIds: dueMailIds,
        fromLog: mailsFromLog,
        ...mailDeliverer(db, mail.sources, transport, mail.links),
        chores: [{ what: 'mail digest', everyMs: (s) => s.digestCheckMs, run: () => this.digestPass() }],
        close: () => transport?.close(),
      },
    });
  }

  /**
   * Stores a digest for every subscription whose last one is a day old (as of `now`), and queues it.
   * Idempotent: the mail's id is the subscription and the day, and the subscription's last digest
   * moves in the same transaction.
   */
  async digestPass(now: Date = this.mail.clock()): Promise<number> {
    if (!this.enabled) return 0;
    const { db } = this.mail;
    const due = await digestsDue(db, new Date(now.getTime() - DAY_MS + 60_000).toISOString());
    const stored: string[] = [];
    for (const d of due) {
      const ids = await db.transaction(async (tx) => {
        const added = await insertMails(tx, [
          {
            id: mailIdFor('digest', d.surveyId, d.address, now.toISOString().slice(0, 10)),
            surveyId: d.surveyId,
            address: d.address,
            kind: 'digest',
            responseId: null,
            since: d.since,
          },
        ]);
        await markDigest(tx, d.surveyId, d.address, now.toISOString());
        return added;
      });
      stored.push(...ids);
    }
    await this.enqueueAll(stored);
    return stored.length;
  }
}

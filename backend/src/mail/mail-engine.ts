import type { Db } from '../db/db';
import { createBullmqDeliveryQueue, createInProcessDeliveryQueue, type DeliveryQueue } from '../webhooks';
import { MailDeliverer, MAIL_RETRY_SCHEDULE_MS, type MailDelivererSettings, type MailLinks } from './mail-deliverer';
import { mailIdFor, MailDispatcher } from './mail-dispatcher';
import type { MailTransport } from './mail-sender';
import type { MailSources } from './mail-sources';
import { digestsDue, dueMailIds, insertMails, markDigest } from './mail.queries';

export const MAIL_QUEUE = 'mail';
const DAY_MS = 24 * 60 * 60 * 1000;

export type MailSettings = MailDelivererSettings & {
  pollMs: number;
  sweepMs: number;
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
};

/**
 * E-mail notifications' outbound side, on the webhooks' machinery: the delivery queue (a `mail` queue
 * of its own on BullMQ, or in-process timers), a dispatcher reading the log from a checkpoint, a
 * sweep re-queueing what a crash left pending, and an hourly digest check.
 */
export class MailEngine {
  readonly settings: MailSettings;
  private readonly queue: DeliveryQueue;
  private readonly dispatcher: MailDispatcher;
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<Promise<unknown>>();
  private passing: Promise<void> | null = null;
  private stopped = false;
  private readonly failing = new Set<string>();

  constructor(private readonly options: MailEngineOptions) {
    this.settings = { ...DEFAULT_MAIL_SETTINGS, ...options.settings };
    const deliverer = new MailDeliverer(
      options.db,
      options.sources,
      () => options.transport,
      options.links,
      () => this.settings,
    );
    const process = (id: string) => deliverer.attempt(id);
    const onError = (error: Error) => options.onError?.(error, 'mail queue');
    // With e-mail off nothing is queued: no connection to Redis is opened for it.
    this.queue =
      options.redis && options.transport
        ? createBullmqDeliveryQueue(
            { connection: options.redis.url, prefix: options.redis.prefix, name: MAIL_QUEUE, concurrency: 2, onError },
            process,
          )
        : createInProcessDeliveryQueue(process, onError);
    this.dispatcher = new MailDispatcher(options.db, (ids) => this.enqueueAll(ids));
  }

  get queueKind(): DeliveryQueue['kind'] {
    return this.queue.kind;
  }

  /** Whether mails go out: SMTP_URL and MAIL_FROM are both set. */
  get enabled(): boolean {
    return this.options.transport !== null;
  }

  tune(settings: Partial<MailSettings>): void {
    Object.assign(this.settings, settings);
    if (this.timers.length > 0) this.startTimers();
  }

  start(): void {
    if (!this.enabled) return;
    this.stopped = false;
    void this.wake();
    this.track(this.sweep(), 'mail sweep');
    this.startTimers();
  }

  wake(): Promise<void> {
    if (this.stopped || !this.enabled) return Promise.resolve();
    this.passing ??= (async () => {
      while (!this.stopped && (await this.dispatcher.pass()));
    })()
      .then(() => void this.failing.delete('mail dispatcher'))
      .catch((error: unknown) => this.report(error, 'mail dispatcher'))
      .finally(() => {
        this.passing = null;
      });
    return this.passing;
  }

  /**
   * Stores a digest for every subscription whose last one is a day old (as of `now`), and queues it.
   * Idempotent: the mail's id is the subscription and the day, and the subscription's last digest
   * moves in the same transaction.
   */
  async digestPass(now: Date = new Date()): Promise<number> {
    if (!this.enabled) return 0;
    const due = await digestsDue(this.options.db, new Date(now.getTime() - DAY_MS + 60_000).toISOString());
    const stored: string[] = [];
    for (const d of due) {
      const ids = await this.options.db.transaction(async (tx) => {
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

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.passing;
    await Promise.all(this.running);
    await this.queue.close();
    this.options.transport?.close();
  }

  private startTimers(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [
      setInterval(() => void this.wake(), this.settings.pollMs),
      setInterval(() => this.track(this.sweep(), 'mail sweep'), this.settings.sweepMs),
      setInterval(() => this.track(this.digestPass(), 'mail digest'), this.settings.digestCheckMs),
    ];
    for (const timer of this.timers) timer.unref();
  }

  private async sweep(): Promise<void> {
    await this.enqueueAll(await dueMailIds(this.options.db, 500));
  }

  private track(work: Promise<unknown>, what: string): void {
    const run = work
      .then(() => void this.failing.delete(what))
      .catch((error: unknown) => this.report(error, what))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private report(error: unknown, what: string): void {
    if (this.failing.has(what)) return;
    this.failing.add(what);
    this.options.onError?.(error instanceof Error ? error : new Error(String(error)), what);
  }

  private async enqueueAll(ids: readonly string[]): Promise<void> {
    if (this.stopped) return;
    for (const id of ids) await this.queue.enqueue(id, 0);
  }
}

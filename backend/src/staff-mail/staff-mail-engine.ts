import type { MailTransport } from '../common/smtp-transport';
import type { Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { OutboxEngine, type OutboxSettings } from '../outbox';
import type { PersonalLinksService } from '../personal-links';
import type { SurveysService } from '../surveys';
import {
  STAFF_MAIL_RETRY_SCHEDULE_MS,
  staffMailDeliverer,
  type StaffMailLinks,
  type StaffMailTry,
} from './staff-mail-deliverer';
import { claimStaffMail, dueStaffMailIds, type StaffMailRow } from './staff-mail.queries';

/** The staff mail's BullMQ queue. */
export const STAFF_MAIL_QUEUE = 'staff-mail';
/**
 * Mails queued at once (by a command, or by each sweep): a run to 5,000 people is fed in steps, so the
 * attempts never crowd the database pool the respondents' requests share.
 */
export const STAFF_MAIL_BATCH = 50;
/** Mails sent at once: one, so a run to 5,000 takes little from the respondents on the same cores. */
export const STAFF_MAIL_CONCURRENCY = 1;

export const DEFAULT_STAFF_MAIL_SETTINGS: OutboxSettings = {
  retrySchedule: STAFF_MAIL_RETRY_SCHEDULE_MS,
  leaseMs: 60_000,
  pollMs: 60_000,
  sweepMs: 1_000,
};

export type StaffMailEngineOptions = {
  db: Db;
  /** null: e-mail is off (SMTP_URL or MAIL_FROM unset). */
  transport: MailTransport | null;
  links: StaffMailLinks;
  surveys: SurveysService;
  personalLinks: PersonalLinksService;
  settings?: Partial<OutboxSettings>;
  redis?: { url: string; prefix: string } | null;
  onError?: (error: Error, what: string) => void;
  /** What time it is for due dates, close dates and quiet hours (CLOCK). */
  clock: Clock;
};

/**
 * Invitations and reminders by e-mail (issue 48 item 4): the outbox's engine on a channel of its own. Rows
 * are stored by commands (staff-mail.service.ts); a planned reminder waits in the table until due, and the
 * sweep queues due rows a batch at a time.
 */
export class StaffMailEngine extends OutboxEngine<StaffMailRow, StaffMailTry, OutboxSettings> {
  constructor(options: StaffMailEngineOptions) {
    const { db, transport, clock } = options;
    super({
      db,
      clock,
      settings: { ...DEFAULT_STAFF_MAIL_SETTINGS, ...options.settings },
      redis: options.redis,
      onError: options.onError,
      channel: {
        name: 'staff mail',
        queue: { name: STAFF_MAIL_QUEUE, concurrency: STAFF_MAIL_CONCURRENCY },
        enabled: transport !== null,
        claim: claimStaffMail,
        dueIds: (database) => dueStaffMailIds(database, STAFF_MAIL_BATCH),
        ...staffMailDeliverer({
          db,
          transport,
          links: options.links,
          surveys: options.surveys,
          personalLinks: options.personalLinks,
          clock,
        }),
        close: () => transport?.close(),
      },
    });
  }
}

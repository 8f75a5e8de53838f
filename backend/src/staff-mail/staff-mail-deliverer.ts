import { NotFoundError } from '../common/errors';
import { settledOrRetry, type MailTransport, type SendOutcome } from '../common/smtp-transport';
import { listUnsubscribeHeaders } from '../common/unsubscribe-link';
import type { Clock } from '../core/tokens';
import type { Queryable } from '../db/db';
import { nextAttempt, skippedAttempt, type OutboxChannel, type OutboxSettings } from '../outbox';
import type { PersonalLinksService } from '../personal-links';
import type { SurveysService } from '../surveys';
import { DEFAULT_PLAN } from './mail-plan';
import { quietUntil, QUIET_UNTIL_HOUR } from './quiet-hours';
import { closeDateText, staffMail } from './staff-mail-texts';
import {
  findPlan,
  isUnsubscribed,
  postponeStaffMail,
  recordStaffMailAttempt,
  type StaffMailRow,
} from './staff-mail.queries';
import { staffUnsubscribeUrls } from './staff-unsubscribe';

/** Where links point, the secret, and the operator's mailbox for unsubscribing by mail. */
export type StaffMailLinks = { publicUrl: string; secret: string; unsubscribeMailto: string | null };

/** What an attempt came to: sent (or refused, or failed), or not now (the person's night, not due yet). */
export type StaffMailTry =
  { kind: 'sent'; outcome: SendOutcome; subject: string } | { kind: 'later'; until: Date; why: string | null };

export const STAFF_MAIL_SKIPPED = {
  off: 'E-mail is off on this server',
  gone: 'The survey is gone',
  closed: 'The survey closed before this was due',
  person: 'Erased or removed from the roster',
  unsubscribed: 'The person unsubscribed',
  completed: 'Completed the survey',
} as const;

/** The retry schedule of the notifications: immediately, then 5 s, 1 min, 5 min, 30 min, 2 h. */
export const STAFF_MAIL_RETRY_SCHEDULE_MS = [0, 5_000, 60_000, 300_000, 1_800_000, 7_200_000] as const;

type Deps = {
  db: Queryable;
  transport: MailTransport | null;
  links: StaffMailLinks;
  surveys: SurveysService;
  personalLinks: PersonalLinksService;
  clock: Clock;
};

/**
 * Sending one invitation or reminder: everything is read at the attempt (the address from the roster, the
 * link made again from the secret, the status derived), so an erased person, an unsubscribe, a completion
 * or a close date set since the row was stored all count. The person's night waits until 08:00.
 */
export function staffMailDeliverer(
  deps: Deps,
): Pick<OutboxChannel<StaffMailRow, StaffMailTry, OutboxSettings>, 'send' | 'record'> {
  const { db, transport, links } = deps;
  const skipped = (reason: string) => ({ kind: 'skipped' as const, reason });

  async function survey(id: string) {
    try {
      return await deps.surveys.get(id);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  return {
    async send(row) {
      if (!transport) return skipped(STAFF_MAIL_SKIPPED.off);
      const now = deps.clock();
      if (Date.parse(row.dueAt) > now.getTime()) {
        return { kind: 'tried', result: { kind: 'later', until: new Date(row.dueAt), why: null } };
      }
      const found = await survey(row.surveyId);
      if (!found) return skipped(STAFF_MAIL_SKIPPED.gone);
      if (found.closesAt && Date.parse(found.closesAt) <= now.getTime()) return skipped(STAFF_MAIL_SKIPPED.closed);
      const [target] = await deps.personalLinks.targets(row.surveyId, [row.linkId]);
      if (!target?.onRoster || !target.email || !target.name) return skipped(STAFF_MAIL_SKIPPED.person);
      if (await isUnsubscribed(db, row.linkId)) return skipped(STAFF_MAIL_SKIPPED.unsubscribed);
      if (target.status === 'completed') return skipped(STAFF_MAIL_SKIPPED.completed);
      const plan = (await findPlan(db, row.surveyId)) ?? DEFAULT_PLAN;
      const wake = quietUntil(now, plan.timeZone);
      if (wake) {
        const why = `Waiting for ${String(QUIET_UNTIL_HOUR).padStart(2, '0')}:00 in ${plan.timeZone} (no mail at night)`;
        return { kind: 'tried', result: { kind: 'later', until: wake, why } };
      }
      const language = target.language ?? 'en';
      const unsubscribe = staffUnsubscribeUrls(links.publicUrl, links.secret, row.linkId, language);
      const content = staffMail({
        kind: row.kind,
        language,
        name: target.name,
        surveyTitle: found.title,
        link: `${links.publicUrl}${target.path}`,
        closes: found.closesAt ? closeDateText(found.closesAt, language, plan.timeZone) : null,
        anonymity: await deps.personalLinks.anonymity(row.surveyId),
        unsubscribeUrl: unsubscribe.page,
      });
      const headers = listUnsubscribeHeaders(
        unsubscribe.oneClick,
        links.unsubscribeMailto,
        `unsubscribe personal link ${row.linkId} of survey ${row.surveyId}`,
      );
      const outcome = await transport.send(target.email, content, headers);
      return { kind: 'tried', result: { kind: 'sent', outcome, subject: content.subject } };
    },

    async record(row, sent, settings) {
      if (sent.kind === 'skipped') {
        await recordStaffMailAttempt(db, row.id, { ...skippedAttempt(row.attempts, sent.reason), subject: null });
        return null;
      }
      const result = sent.result;
      if (result.kind === 'later') {
        // Not an attempt: the sweep queues it again once due (a timer of hours would not survive a restart).
        await postponeStaffMail(db, row.id, result.until.toISOString(), result.why);
        return null;
      }
      const attempt = nextAttempt(row.attempts, settledOrRetry(result.outcome), {
        schedule: settings.retrySchedule,
        jitter: 0,
      });
      await recordStaffMailAttempt(db, row.id, { ...attempt, subject: result.subject });
      return attempt.nextAttemptInMs;
    },
  };
}

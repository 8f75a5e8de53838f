import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IllegalStateError, ValidationError } from '../common/errors';
import { CLOCK, DB, type Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { PersonalLinksService } from '../personal-links';
import { SurveysService } from '../surveys';
import { DEFAULT_PLAN, reminderDueTimes, validPlan, type MailPlan } from './mail-plan';
import { QUIET_FROM_HOUR, QUIET_UNTIL_HOUR } from './quiet-hours';
import { STAFF_MAIL_BATCH, type StaffMailEngine } from './staff-mail-engine';
import {
  dropUntriedPlannedReminders,
  findPlan,
  insertStaffMails,
  invitationsOf,
  listStaffMails,
  markUnsubscribed,
  savePlan,
  unsubscribedOf,
  type NewStaffMail,
} from './staff-mail.queries';
import { STAFF_MAIL_ENGINE, STAFF_MAIL_SECRET } from './staff-mail.tokens';
import { isStaffUnsubscribeToken } from './staff-unsubscribe';
import type { StaffMailLogEntryView, StaffMailQueuedView, StaffMailView } from './staff-mail.views';

export const STAFF_MAIL_OFF =
  'E-mail is off on this server, so invitations and reminders cannot be sent: copy each person’s link and send it by WhatsApp or chat. The operator can turn e-mail on (operations guide: E-mail notifications).';
export const NO_LINKS = 'Create the personal links first: invitations carry them.';
export const SURVEY_CLOSED = 'The survey is closed: no invitations or reminders go out after the close date.';
export const STAFF_MAIL_LOG_LIMIT = 200;
const QUIET_HOURS = `${QUIET_FROM_HOUR}:00–${String(QUIET_UNTIL_HOUR).padStart(2, '0')}:00`;

/** A mail's id, from the link, the kind and the round: storing it twice (a double click, two replicas) stores one. */
const staffMailId = (...parts: readonly (string | number)[]) =>
  `sm_${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32)}`;

/**
 * Invitations and reminders by e-mail for personal links (issue 48 item 4): the plan, sending now or at a
 * time, a reminder now to those who have not completed, the log, and a person's unsubscribe.
 */
@Injectable()
export class StaffMailService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(STAFF_MAIL_ENGINE) private readonly engine: StaffMailEngine,
    @Inject(STAFF_MAIL_SECRET) private readonly secret: string,
    private readonly surveys: SurveysService,
    private readonly links: PersonalLinksService,
  ) {}

  async view(idOrSlug: string): Promise<StaffMailView> {
    const survey = await this.surveys.get(idOrSlug);
    const [plan, targets, invitations, unsubscribed] = await Promise.all([
      findPlan(this.db, survey.id),
      this.links.linkStatuses(survey.id),
      invitationsOf(this.db, survey.id),
      unsubscribedOf(this.db, survey.id),
    ]);
    const firstInvitation = invitations.map((i) => i.dueAt).sort()[0] ?? null;
    return {
      enabled: this.engine.enabled,
      disabledReason: this.engine.enabled ? null : STAFF_MAIL_OFF,
      plan: plan ?? DEFAULT_PLAN,
      planSaved: plan !== null,
      quietHours: QUIET_HOURS,
      closesAt: survey.closesAt,
      links: targets.length,
      invited: invitations.length,
      invitedAt: firstInvitation,
      notCompleted: targets.filter((t) => t.status !== 'completed').length,
      unsubscribed: unsubscribed.size,
    };
  }

  /** Saves the plan; reminders already planned and not tried yet follow it. */
  async savePlan(idOrSlug: string, plan: MailPlan): Promise<StaffMailView> {
    const survey = await this.surveys.get(idOrSlug);
    const valid = validPlan({ reminders: plan.reminders, everyDays: plan.everyDays, timeZone: plan.timeZone });
    await this.db.transaction(async (tx) => {
      await savePlan(tx, survey.id, valid, this.clock().toISOString());
      await dropUntriedPlannedReminders(tx, survey.id);
      const invitations = await invitationsOf(tx, survey.id);
      await insertStaffMails(
        tx,
        survey.id,
        invitations.flatMap((i) => this.plannedReminders(i.linkId, new Date(i.dueAt), valid)),
      );
    });
    return this.view(survey.id);
  }

  /**
   * An invitation to everyone with a link who has none yet, now or at `at`, and the plan's reminders after
   * it. People invited before are not invited again.
   */
  async invite(idOrSlug: string, at: string | null): Promise<StaffMailQueuedView> {
    const { survey, now } = await this.ready(idOrSlug);
    const when = at === null ? now : new Date(at);
    if (Number.isNaN(when.getTime())) throw new ValidationError('at must be an ISO 8601 time, or null for now');
    if (survey.closesAt && when.getTime() >= Date.parse(survey.closesAt))
      throw new ValidationError('at must be before the survey closes');
    const due = new Date(Math.max(when.getTime(), now.getTime()));
    const plan = (await findPlan(this.db, survey.id)) ?? DEFAULT_PLAN;
    const targets = await this.links.linkStatuses(survey.id);
    if (targets.length === 0) throw new IllegalStateError(NO_LINKS);
    const mails = targets.flatMap((t) => [
      {
        id: staffMailId(t.linkId, 'invitation', 0),
        linkId: t.linkId,
        kind: 'invitation' as const,
        round: 0,
        dueAt: due.toISOString(),
      },
      ...this.plannedReminders(t.linkId, due, plan),
    ]);
    const added = await insertStaffMails(this.db, survey.id, mails);
    const invitationIds = new Set(mails.filter((m) => m.kind === 'invitation').map((m) => m.id));
    const invitations = added.filter((m) => invitationIds.has(m.id));
    await this.queueDue(added, now);
    return { queued: invitations.length, at: due.toISOString(), alreadyDone: targets.length - invitations.length };
  }

  /** A reminder now to everyone with a link who has not completed (the same minute twice makes one). */
  async remindNow(idOrSlug: string): Promise<StaffMailQueuedView> {
    const { survey, now } = await this.ready(idOrSlug);
    const targets = (await this.links.linkStatuses(survey.id)).filter((t) => t.status !== 'completed');
    const minute = now.toISOString().slice(0, 16);
    const mails: NewStaffMail[] = targets.map((t) => ({
      id: staffMailId(t.linkId, 'reminder-now', minute),
      linkId: t.linkId,
      kind: 'reminder',
      round: 0,
      dueAt: now.toISOString(),
    }));
    const added = await insertStaffMails(this.db, survey.id, mails);
    await this.queueDue(added, now);
    return { queued: added.length, at: now.toISOString(), alreadyDone: targets.length - added.length };
  }

  async log(idOrSlug: string): Promise<StaffMailLogEntryView[]> {
    const survey = await this.surveys.get(idOrSlug);
    const rows = await listStaffMails(this.db, survey.id, STAFF_MAIL_LOG_LIMIT);
    // The names and addresses of the logged people only (at most the log's limit), not the whole roster's.
    const targets = await this.links.targets(survey.id, [...new Set(rows.map((row) => row.linkId))]);
    const people = new Map(targets.map((t) => [t.linkId, t]));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      round: row.round,
      name: people.get(row.linkId)?.name ?? null,
      email: people.get(row.linkId)?.email ?? null,
      status: row.status,
      attempts: row.attempts,
      error: row.lastError,
      subject: row.subject,
      dueAt: row.dueAt,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
      lastAttemptAt: row.lastAttemptAt,
    }));
  }

  /** A person's unsubscribe (no login: the token proves the link was mailed). Answers a sentence. */
  async unsubscribe(linkId: string, token: string): Promise<{ ok: boolean; message: string }> {
    const invalid = { ok: false, message: 'This unsubscribe link is not valid. Copy the whole link from the e-mail.' };
    if (!/^[0-9a-f]{32}$/.test(linkId) || !isStaffUnsubscribeToken(this.secret, linkId, token)) return invalid;
    const surveyId = await this.links.surveyOfLink(linkId);
    if (!surveyId) return invalid;
    await markUnsubscribed(this.db, linkId, surveyId, this.clock().toISOString());
    return { ok: true, message: 'You are unsubscribed: no more invitations or reminders about this survey.' };
  }

  private async ready(idOrSlug: string) {
    const survey = await this.surveys.get(idOrSlug);
    if (!this.engine.enabled) throw new IllegalStateError(STAFF_MAIL_OFF);
    const now = this.clock();
    if (survey.closesAt && Date.parse(survey.closesAt) <= now.getTime()) throw new IllegalStateError(SURVEY_CLOSED);
    return { survey, now };
  }

  private plannedReminders(linkId: string, invitedAt: Date, plan: MailPlan): NewStaffMail[] {
    return reminderDueTimes(invitedAt, plan).map(({ round, dueAt }) => ({
      id: staffMailId(linkId, 'reminder', round),
      linkId,
      kind: 'reminder',
      round,
      dueAt: dueAt.toISOString(),
    }));
  }

  /** Queues the first batch of what is due now; the sweep feeds the rest, and later ones when due. */
  private async queueDue(added: readonly { id: string; dueAt: string }[], now: Date): Promise<void> {
    const due = added.filter((m) => Date.parse(m.dueAt) <= now.getTime()).slice(0, STAFF_MAIL_BATCH);
    await this.engine.enqueueAll(due.map((m) => m.id));
  }
}

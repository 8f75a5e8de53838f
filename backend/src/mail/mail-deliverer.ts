import type { Db } from '../db/db';
import { digestMail, responseMail, type MailContent } from './mail-texts';
import type { MailSources } from './mail-sources';
import type { MailTransport, SendOutcome } from './mail-sender';
import { claimMail, findMailSettings, isSubscribed, recordMailAttempt, type OutboxRow } from './mail.queries';
import { unsubscribeUrl } from './unsubscribe-token';

export type MailDelivererSettings = {
  /** Waits before each retry; a mail still failing after the last is marked failed. */
  retrySchedule: readonly number[];
  leaseMs: number;
};

/** Immediately, then 5 s, 1 min, 5 min, 30 min, 2 h. */
export const MAIL_RETRY_SCHEDULE_MS = [5_000, 60_000, 300_000, 1_800_000, 7_200_000] as const;

export type MailLinks = { publicUrl: string; secret: string };

/**
 * One attempt at a mail: hold it, check the address is still subscribed, build it from the read
 * models in the survey's chosen language, send it, and record the outcome per recipient. Answers the
 * wait before the next attempt, or null when it is settled.
 */
export class MailDeliverer {
  constructor(
    private readonly db: Db,
    private readonly sources: MailSources,
    private readonly transport: () => MailTransport | null,
    private readonly links: MailLinks,
    private readonly settings: () => MailDelivererSettings,
  ) {}

  async attempt(mailId: string): Promise<number | null> {
    const settings = this.settings();
    const mail = await claimMail(this.db, mailId, settings.leaseMs);
    if (!mail) return null;
    const transport = this.transport();
    if (!transport) return this.settle(mail, 'skipped', 'E-mail is off: SMTP_URL and MAIL_FROM are not set');
    if (!(await isSubscribed(this.db, mail.surveyId, mail.address)))
      return this.settle(mail, 'skipped', 'The address unsubscribed');
    const content = await this.content(mail);
    if (!content) return this.settle(mail, 'skipped', 'The response or survey is gone (erased or deleted)');
    const unsubscribe = unsubscribeUrl(this.links.publicUrl, this.links.secret, mail.surveyId, mail.address);
    const outcome = await transport.send(mail.address, content, {
      'List-Unsubscribe': `<${unsubscribe}>`,
    });
    return this.record(mail, outcome, content.subject, settings.retrySchedule);
  }

  private async content(mail: OutboxRow): Promise<MailContent | null> {
    const settings = await findMailSettings(this.db, mail.surveyId);
    const title = await this.sources.surveyTitle(mail.surveyId);
    if (!settings || title === null) return null;
    const links = {
      responsesUrl: `${this.links.publicUrl}/admin/surveys/${mail.surveyId}/responses`,
      unsubscribeUrl: unsubscribeUrl(this.links.publicUrl, this.links.secret, mail.surveyId, mail.address),
    };
    if (mail.kind === 'digest') {
      const digest = await this.sources.digest(mail.surveyId, mail.since ?? mail.createdAt);
      return digestMail({ language: settings.language, surveyTitle: title, ...digest, ...links });
    }
    const response = mail.responseId ? await this.sources.response(mail.responseId) : null;
    if (!response) return null;
    return responseMail({
      language: settings.language,
      surveyTitle: title,
      completedAt: response.completedAt,
      answers: settings.includeAnswers ? response.answers : null,
      ...links,
    });
  }

  private async record(
    mail: OutboxRow,
    outcome: SendOutcome,
    subject: string,
    schedule: readonly number[],
  ): Promise<number | null> {
    const attempts = mail.attempts + 1;
    if (outcome.kind === 'retry' && attempts <= schedule.length) {
      const wait = schedule[attempts - 1]!;
      await recordMailAttempt(this.db, mail.id, {
        status: 'pending',
        attempts,
        nextAttemptInMs: wait,
        lastError: outcome.error,
        subject,
      });
      return wait;
    }
    await recordMailAttempt(this.db, mail.id, {
      status: outcome.kind === 'retry' ? 'failed' : outcome.kind,
      attempts,
      nextAttemptInMs: null,
      lastError: outcome.kind === 'sent' ? null : outcome.error,
      subject,
    });
    return null;
  }

  private async settle(mail: OutboxRow, status: 'skipped', reason: string): Promise<null> {
    await recordMailAttempt(this.db, mail.id, {
      status,
      attempts: mail.attempts,
      nextAttemptInMs: null,
      lastError: reason,
      subject: null,
    });
    return null;
  }
}

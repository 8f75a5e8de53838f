import type { Queryable } from '../db/db';
import { nextAttempt, skippedAttempt, type OutboxChannel, type OutboxSettings } from '../outbox';
import { digestMail, responseMail, type MailContent } from './mail-texts';
import type { MailSources } from './mail-sources';
import { settledOrRetry, type MailTransport, type SendOutcome } from '../common/smtp-transport';
import { findMailSettings, findRecipient, recordMailAttempt, type OutboxRow } from './mail.queries';
import { listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeUrl, type Subscription } from './unsubscribe-token';

/** Immediately, then 5 s, 1 min, 5 min, 30 min, 2 h (the delay before each attempt). */
export const MAIL_RETRY_SCHEDULE_MS = [0, 5_000, 60_000, 300_000, 1_800_000, 7_200_000] as const;

/** Where links point, the secret unsubscribe links are signed with, and the mailbox for unsubscribing by mail. */
export type MailLinks = { publicUrl: string; secret: string; unsubscribeMailto: string | null };

/** What one send came to: the server's verdict, and the subject sent. */
export type MailTry = { outcome: SendOutcome; subject: string };

/**
 * Sending one mail the outbox holds: check the address is still subscribed, build it from the read
 * models in the survey's chosen language, send it; then record the outcome. Retries wait on the
 * schedule without jitter (one SMTP server, not many receivers).
 */
export function mailDeliverer(
  db: Queryable,
  sources: MailSources,
  transport: MailTransport | null,
  links: MailLinks,
): Pick<OutboxChannel<OutboxRow, MailTry, OutboxSettings>, 'send' | 'record'> {
  async function content(mail: OutboxRow, to: Subscription): Promise<MailContent | null> {
    const settings = await findMailSettings(db, mail.surveyId);
    const title = await sources.surveyTitle(mail.surveyId);
    if (!settings || title === null) return null;
    const urls = {
      responsesUrl: `${links.publicUrl}/admin/surveys/${mail.surveyId}/responses`,
      unsubscribeUrl: unsubscribePageUrl(links.publicUrl, links.secret, to, settings.language),
    };
    if (mail.kind === 'digest') {
      const digest = await sources.digest(mail.surveyId, mail.since ?? mail.createdAt);
      return digestMail({ language: settings.language, surveyTitle: title, ...digest, ...urls });
    }
    const response = mail.responseId ? await sources.response(mail.responseId) : null;
    if (!response) return null;
    return responseMail({
      language: settings.language,
      surveyTitle: title,
      completedAt: response.completedAt,
      answers: settings.includeAnswers ? response.answers : null,
      ...urls,
    });
  }

  return {
    async send(mail) {
      if (!transport) return { kind: 'skipped', reason: 'E-mail is off on this server' };
      const recipient = await findRecipient(db, mail.surveyId, mail.address);
      if (!recipient || recipient.unsubscribed) return { kind: 'skipped', reason: 'The address unsubscribed' };
      const to: Subscription = { surveyId: mail.surveyId, address: mail.address, subscription: recipient.subscription };
      const built = await content(mail, to);
      if (!built) return { kind: 'skipped', reason: 'The response or survey is gone (erased or deleted)' };
      const headers = listUnsubscribeHeaders(
        unsubscribeUrl(links.publicUrl, links.secret, to),
        links.unsubscribeMailto,
        to,
      );
      return {
        kind: 'tried',
        result: { outcome: await transport.send(mail.address, built, headers), subject: built.subject },
      };
    },

    async record(mail, sent, settings) {
      if (sent.kind === 'skipped') {
        await recordMailAttempt(db, mail.id, { ...skippedAttempt(mail.attempts, sent.reason), subject: null });
        return null;
      }
      const { outcome, subject } = sent.result;
      const attempt = nextAttempt(mail.attempts, settledOrRetry(outcome), {
        schedule: settings.retrySchedule,
        jitter: 0,
      });
      await recordMailAttempt(db, mail.id, { ...attempt, subject });
      return attempt.nextAttemptInMs;
    },
  };
}

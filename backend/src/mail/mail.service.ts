import { Inject, Injectable } from '@nestjs/common';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { SurveysService } from '../surveys';
import type { MailEngine } from './mail-engine';
import type { SaveMailNotificationsDto } from './mail.dto';
import { findMailSettings, findRecipient, listMails, saveMailSettings, unsubscribe } from './mail.queries';
import { MAIL_ENGINE, MAIL_SECRET } from './mail.tokens';
import type { MailLogEntryView, MailNotificationsView } from './mail.views';
import { isUnsubscribeToken } from './unsubscribe-token';

export const MAIL_LOG_LIMIT = 20;
/** Said to the consultant: what is off and who can turn it on, never a variable's name (issue 49). */
export const MAIL_OFF_REASON =
  'E-mail is off on this server, so no notifications go out. The operator can turn it on (operations guide: E-mail notifications).';

@Injectable()
export class MailService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(MAIL_ENGINE) private readonly engine: MailEngine,
    @Inject(MAIL_SECRET) private readonly secret: string,
    private readonly surveys: SurveysService,
  ) {}

  async settings(idOrSlug: string): Promise<MailNotificationsView> {
    const survey = await this.surveys.get(idOrSlug);
    const row = await findMailSettings(this.db, survey.id);
    return {
      enabled: this.engine.enabled,
      disabledReason: this.engine.enabled ? null : MAIL_OFF_REASON,
      recipients: (row?.recipients ?? []).map((r) => ({ address: r.address, unsubscribed: r.unsubscribedAt !== null })),
      mode: row?.mode ?? 'each',
      language: row?.language ?? 'en',
      includeAnswers: row?.includeAnswers ?? false,
    };
  }

  async save(idOrSlug: string, dto: SaveMailNotificationsDto): Promise<MailNotificationsView> {
    const survey = await this.surveys.get(idOrSlug);
    const addresses = [...new Set(dto.recipients.map((address) => address.trim().toLowerCase()))];
    await saveMailSettings(this.db, survey.id, {
      mode: dto.mode,
      language: dto.language,
      includeAnswers: dto.includeAnswers,
      addresses,
    });
    return this.settings(survey.id);
  }

  async log(idOrSlug: string): Promise<MailLogEntryView[]> {
    const survey = await this.surveys.get(idOrSlug);
    return (await listMails(this.db, survey.id, MAIL_LOG_LIMIT)).map((mail) => ({
      id: mail.id,
      address: mail.address,
      kind: mail.kind,
      status: mail.status,
      subject: mail.subject,
      attempts: mail.attempts,
      error: mail.lastError,
      lastAttemptAt: mail.lastAttemptAt,
      createdAt: mail.createdAt,
    }));
  }

  /**
   * The unsubscribe link, POSTed (one click from a mail client, or the page's button): answers a
   * sentence for the person, whatever happened. The token must be the one made for the address's
   * current subscription: a link from before the address was removed and added again is not valid.
   */
  async unsubscribe(surveyId: string, address: string, token: string): Promise<{ ok: boolean; message: string }> {
    const invalid = { ok: false, message: 'This unsubscribe link is not valid. Copy the whole link from the e-mail.' };
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const recipient = uuid.test(surveyId) ? await findRecipient(this.db, surveyId, address) : null;
    if (!recipient) return invalid;
    const to = { surveyId, address, subscription: recipient.subscription };
    if (!isUnsubscribeToken(this.secret, to, token)) return invalid;
    await unsubscribe(this.db, surveyId, address, recipient.subscription);
    return {
      ok: true,
      message: `${address} is unsubscribed: it will get no more e-mails about this survey.`,
    };
  }
}

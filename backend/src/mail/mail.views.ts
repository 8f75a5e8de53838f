import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { MAIL_LANGUAGES, MAIL_MODES } from './mail.dto';

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'refused', 'skipped'] as const;

@ApiSchema({ name: 'MailRecipient' })
export class MailRecipientView {
  @ApiProperty()
  address!: string;

  @ApiProperty({ description: 'The address followed the unsubscribe link' })
  unsubscribed!: boolean;
}

@ApiSchema({ name: 'MailNotifications' })
export class MailNotificationsView {
  @ApiProperty({ description: 'Whether mails go out (SMTP_URL and MAIL_FROM are set)' })
  enabled!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why e-mail is off, in words for the admin' })
  disabledReason!: string | null;

  @ApiProperty({ type: MailRecipientView, isArray: true })
  recipients!: MailRecipientView[];

  @ApiProperty({ enum: MAIL_MODES, enumName: 'MailNotificationMode' })
  mode!: (typeof MAIL_MODES)[number];

  @ApiProperty({ enum: MAIL_LANGUAGES, enumName: 'MailLanguage' })
  language!: (typeof MAIL_LANGUAGES)[number];

  @ApiProperty()
  includeAnswers!: boolean;
}

@ApiSchema({ name: 'MailLogEntry' })
export class MailLogEntryView {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  address!: string;

  @ApiProperty({ enum: ['response', 'digest'], enumName: 'MailKind' })
  kind!: 'response' | 'digest';

  @ApiProperty({
    enum: MAIL_STATUSES,
    enumName: 'MailStatus',
    description:
      'refused: the server refused the recipient; failed: out of retries; skipped: unsubscribed, erased, or e-mail off',
  })
  status!: (typeof MAIL_STATUSES)[number];

  @ApiProperty({ type: String, nullable: true })
  subject!: string | null;

  @ApiProperty({ type: 'integer', minimum: 0 })
  attempts!: number;

  @ApiProperty({ type: String, nullable: true, description: "The SMTP server's error, or why it was skipped" })
  error!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAttemptAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

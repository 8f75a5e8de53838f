import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, IsBoolean, IsEmail, IsIn, IsString, MaxLength } from 'class-validator';

export const MAIL_MODES = ['each', 'digest'] as const;
export const MAIL_LANGUAGES = ['en', 'ur'] as const;
export const MAX_RECIPIENTS = 20;
const MAX_ADDRESS_LENGTH = 254;

@ApiSchema({ name: 'MailNotificationsInput' })
export class SaveMailNotificationsDto {
  @ApiProperty({
    type: String,
    isArray: true,
    maxItems: MAX_RECIPIENTS,
    description:
      'Addresses told of this survey; none: no mails. An address unsubscribed stays so until removed and added again.',
  })
  @ArrayMaxSize(MAX_RECIPIENTS, { message: `At most ${MAX_RECIPIENTS} addresses` })
  @IsString({ each: true })
  @MaxLength(MAX_ADDRESS_LENGTH, { each: true, message: 'An address is too long' })
  @IsEmail({}, { each: true, message: 'Each recipient must be an e-mail address' })
  recipients!: string[];

  @ApiProperty({
    enum: MAIL_MODES,
    enumName: 'MailNotificationMode',
    description: 'each: a mail per completed response; digest: one a day',
  })
  @IsIn(MAIL_MODES, { message: 'Choose each response or a daily digest' })
  mode!: (typeof MAIL_MODES)[number];

  @ApiProperty({ enum: MAIL_LANGUAGES, enumName: 'MailLanguage', description: "The mails' language" })
  @IsIn(MAIL_LANGUAGES, { message: 'The language is en or ur' })
  language!: (typeof MAIL_LANGUAGES)[number];

  @ApiProperty({ description: 'Put the answers’ text in per-response mails' })
  @IsBoolean()
  includeAnswers!: boolean;
}

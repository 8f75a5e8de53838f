import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ROLES, type Role } from '../../http/roles';

// What the team endpoints answer (the one definition of each shape).

export const USER_STATUSES = ['invited', 'active', 'deactivated'] as const;

@ApiSchema({ name: 'User' })
export class UserView {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  username!: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role!: Role;

  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus' })
  status!: (typeof USER_STATUSES)[number];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deactivatedAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the open set-password link (invitation or reset) expires; null when none is open',
  })
  linkExpiresAt!: string | null;
}

export const INVITATION_MAIL_STATUSES = ['sent', 'failed', 'off'] as const;

@ApiSchema({ name: 'InvitationMail' })
export class InvitationMailView {
  @ApiProperty()
  to!: string;

  @ApiProperty({
    enum: INVITATION_MAIL_STATUSES,
    enumName: 'InvitationMailStatus',
    description: 'sent; failed (the SMTP server refused it or could not be reached); off (e-mail is not configured)',
  })
  status!: (typeof INVITATION_MAIL_STATUSES)[number];

  @ApiProperty({ type: String, nullable: true, description: 'Why it was not sent, in words for the owner' })
  detail!: string | null;
}

@ApiSchema({ name: 'UserWithLink' })
export class UserWithLinkView {
  @ApiProperty({ type: UserView })
  user!: UserView;

  @ApiProperty({
    description:
      'The single-use link to set a password (path and fragment, e.g. /admin/set-password#…), shown this once: only its hash is stored',
  })
  link!: string;

  @ApiProperty({
    type: InvitationMailView,
    nullable: true,
    description: 'What became of the e-mail with the link; null when no address was given',
  })
  mail!: InvitationMailView | null;
}

@ApiSchema({ name: 'PasswordSetResult' })
export class PasswordSetView {
  @ApiProperty({ description: 'The name to log in with' })
  username!: string;
}

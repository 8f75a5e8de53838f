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

@ApiSchema({ name: 'UserWithLink' })
export class UserWithLinkView {
  @ApiProperty({ type: UserView })
  user!: UserView;

  @ApiProperty({
    description:
      'The single-use link to set a password (path and fragment, e.g. /admin/set-password#…), shown this once: only its hash is stored',
  })
  link!: string;
}

@ApiSchema({ name: 'PasswordSetResult' })
export class PasswordSetView {
  @ApiProperty({ description: 'The name to log in with' })
  username!: string;
}

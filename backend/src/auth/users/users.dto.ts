import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../../http/roles';
import { PASSWORD_MAX_LENGTH } from './password-policy';

/** Generous bounds against abuse; the decider checks the name and the role. */
@ApiSchema({ name: 'InviteUserInput' })
export class InviteUserDto {
  @ApiProperty({ minLength: 2, maxLength: 63, example: 'sana' })
  @IsString({ message: 'Username is required' })
  @MaxLength(200, { message: 'Username is too long' })
  username!: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  @IsString({ message: 'Role is required' })
  role!: Role;

  @ApiPropertyOptional({
    format: 'email',
    maxLength: 254,
    description:
      'Where to e-mail the link, when e-mail is configured (SMTP_URL, MAIL_FROM); it is sent now and not stored. The answer holds the link either way.',
  })
  @IsOptional()
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  @MaxLength(254, { message: 'The e-mail address is too long' })
  email?: string;
}

@ApiSchema({ name: 'SetPasswordInput' })
export class SetPasswordDto {
  @ApiProperty({ description: "The token from the link's fragment (after #)" })
  @IsString({ message: 'Token is required' })
  @MaxLength(200, { message: 'Token is too long' })
  token!: string;

  @ApiProperty({ minLength: 10, maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'Password is required' })
  @MaxLength(1000, { message: `Password is too long (max ${PASSWORD_MAX_LENGTH} characters)` })
  password!: string;
}

@ApiSchema({ name: 'ChangeUserRoleInput' })
export class ChangeUserRoleDto {
  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  @IsString({ message: 'Role is required' })
  role!: Role;
}

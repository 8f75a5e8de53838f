import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
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

import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../common/text-rules';
import { CONTACT_LIMITS } from './contact.decider';

/** Generous bounds against abuse; the decider trims and applies the exact limits and the e-mail check. */
@ApiSchema({ name: 'ContactMessageInput' })
export class ContactMessageDto {
  @ApiProperty({ minLength: 1, maxLength: CONTACT_LIMITS.name })
  @IsString({ message: 'Name is required' })
  @MaxLength(1000, { message: 'Name is too long (max 200 characters)' })
  name!: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @IsString({ message: 'Email is required' })
  @MaxLength(1000, { message: 'Email is too long' })
  email!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CONTACT_LIMITS.company })
  @IsOptional()
  @IsString({ message: 'Company must be text' })
  @MaxLength(1000, { message: 'Company is too long (max 200 characters)' })
  company?: string | null;

  @ApiProperty({ minLength: 1, maxLength: CONTACT_LIMITS.message })
  @IsString({ message: 'Message is required' })
  @MaxLength(20000, { message: 'Message is too long (max 5000 characters)' })
  message!: string;

  /** Honeypot: hidden from people, filled in by bots. */
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2000,
    description: 'Honeypot: left empty by people; a message with it filled is answered as usual and dropped',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  website?: string | null;
}

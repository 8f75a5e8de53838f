import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Generous bounds against abuse; the decider trims and applies the exact limits and the e-mail check. */
export class ContactMessageDto {
  @IsString({ message: 'Name is required' })
  @MaxLength(1000, { message: 'Name is too long (max 200 characters)' })
  name!: string;

  @IsString({ message: 'Email is required' })
  @MaxLength(1000, { message: 'Email is too long' })
  email!: string;

  @IsOptional()
  @IsString({ message: 'Company must be text' })
  @MaxLength(1000, { message: 'Company is too long (max 200 characters)' })
  company?: string | null;

  @IsString({ message: 'Message is required' })
  @MaxLength(20000, { message: 'Message is too long (max 5000 characters)' })
  message!: string;

  /** Honeypot: hidden from people, filled in by bots. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  website?: string | null;
}

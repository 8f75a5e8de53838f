import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { CLIENT_LIMITS } from './client.decider';

// Generous bounds against abuse; the decider checks each field (after trimming) and names the one at
// fault in the problem (/name, /contacts/0/email, ...).

@ApiSchema({ name: 'ClientContactInput' })
export class ClientContactInput {
  @ApiProperty({ minLength: 1, maxLength: CLIENT_LIMITS.contactField, example: 'Ayesha Khan' })
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email', maxLength: CLIENT_LIMITS.contactField })
  email?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CLIENT_LIMITS.contactField,
    description: 'Digits, spaces and + ( ) - . /',
  })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CLIENT_LIMITS.contactField, example: 'HR lead' })
  role?: string | null;
}

@ApiSchema({ name: 'CreateClientInput' })
export class CreateClientDto {
  @ApiProperty({ minLength: 1, maxLength: CLIENT_LIMITS.name, example: 'Acme Textiles' })
  @IsString({ message: 'Name is required' })
  @MaxLength(2000, { message: 'Name is too long' })
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CLIENT_LIMITS.description,
    description: 'What the company does, its size and situation (the company data for AI generation and proposals)',
  })
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(40000, { message: 'Description is too long' })
  description?: string | null;

  @ApiPropertyOptional({ type: ClientContactInput, isArray: true, maxItems: CLIENT_LIMITS.contacts })
  @IsOptional()
  @IsArray({ message: 'Contacts must be a list' })
  @ArrayMaxSize(200, { message: 'Too many contacts' })
  @IsObject({ each: true, message: 'Each contact must be an object' })
  contacts?: ClientContactInput[];
}

/** Any of the fields; those left out stay as they are. */
@ApiSchema({ name: 'UpdateClientInput' })
export class UpdateClientDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: CLIENT_LIMITS.name })
  @IsOptional()
  @IsString({ message: 'Name must be text' })
  @MaxLength(2000, { message: 'Name is too long' })
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CLIENT_LIMITS.description })
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(40000, { message: 'Description is too long' })
  description?: string | null;

  @ApiPropertyOptional({
    type: ClientContactInput,
    isArray: true,
    maxItems: CLIENT_LIMITS.contacts,
    description: 'Replaces the contacts whole',
  })
  @IsOptional()
  @IsArray({ message: 'Contacts must be a list' })
  @ArrayMaxSize(200, { message: 'Too many contacts' })
  @IsObject({ each: true, message: 'Each contact must be an object' })
  contacts?: ClientContactInput[];
}

export const ARCHIVED_CHOICES = ['true', 'false'] as const;

@ApiSchema({ name: 'ClientListQuery' })
export class ClientListQueryDto {
  @ApiPropertyOptional({
    enum: ARCHIVED_CHOICES,
    default: 'false',
    description: 'true: only the archived clients; false (the default): only those not archived',
  })
  @IsOptional()
  @IsIn(ARCHIVED_CHOICES, { message: "archived must be 'true' or 'false'" })
  archived?: (typeof ARCHIVED_CHOICES)[number];
}

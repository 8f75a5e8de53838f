import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { API_KEY_SCOPES, type ApiKeyScope } from '../auth';
import { API_KEY_LABEL_MAX } from './api-key.decider';

/** Generous bounds against abuse; the decider trims the label and checks the scopes. */
@ApiSchema({ name: 'ApiKeyInput' })
export class CreateApiKeyDto {
  @ApiProperty({ minLength: 1, maxLength: API_KEY_LABEL_MAX, example: 'Nightly export to the CRM' })
  @IsString({ message: 'Label is required' })
  @MaxLength(1000, { message: `Label is too long (max ${API_KEY_LABEL_MAX} characters)` })
  label!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, enumName: 'ApiKeyScope', isArray: true, minItems: 1 })
  @IsArray({ message: 'Scopes must be a list' })
  @ArrayMaxSize(10, { message: 'Too many scopes' })
  @IsString({ each: true, message: 'Each scope must be text' })
  scopes!: ApiKeyScope[];
}

import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events';
import { MAX_URL_LENGTH } from './endpoint-url';

export const DESCRIPTION_MAX_LENGTH = 200;

@ApiSchema({ name: 'WebhookEndpointInput' })
export class CreateWebhookEndpointDto {
  @ApiProperty({
    format: 'uri',
    maxLength: MAX_URL_LENGTH,
    description: 'https to a public host; http only to 127.0.0.1/localhost when WEBHOOKS_ALLOW_LOOPBACK=true',
  })
  @IsString({ message: 'URL is required' })
  @MaxLength(MAX_URL_LENGTH, { message: `URL is too long (max ${MAX_URL_LENGTH} characters)` })
  url!: string;

  @ApiPropertyOptional({ maxLength: DESCRIPTION_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX_LENGTH, { message: `Description is too long (max ${DESCRIPTION_MAX_LENGTH} characters)` })
  description?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'One survey; null or absent: every survey',
  })
  @IsOptional()
  @IsUUID('all', { message: 'surveyId must be a survey id' })
  surveyId?: string | null;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, minItems: 1 })
  @ArrayMinSize(1, { message: 'Choose at least one event type' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `Event types are ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  eventTypes!: WebhookEventType[];
}

@ApiSchema({ name: 'WebhookEndpointChange' })
export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ format: 'uri', maxLength: MAX_URL_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_URL_LENGTH)
  url?: string;

  @ApiPropertyOptional({ maxLength: DESCRIPTION_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX_LENGTH)
  description?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, minItems: 1 })
  @IsOptional()
  @ArrayMinSize(1, { message: 'Choose at least one event type' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  eventTypes?: WebhookEventType[];

  @ApiPropertyOptional({ description: 'false disables the endpoint; true enables it again (a failing or 410 one too)' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

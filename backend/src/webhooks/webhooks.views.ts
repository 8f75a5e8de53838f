import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

// What the webhooks endpoints answer (the one definition of each shape). A secret appears only in
// the answers to creating an endpoint and rotating its secret.

export const ENDPOINT_STATES = ['active', 'failing', 'disabled'] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;

@ApiSchema({ name: 'WebhookEndpoint' })
export class WebhookEndpointView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uri' })
  url!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: every survey' })
  surveyId!: string | null;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true })
  eventTypes!: string[];

  @ApiProperty({
    enum: ENDPOINT_STATES,
    enumName: 'WebhookEndpointState',
    description: 'failing: a delivery ran out of retries; disabled: 410 Gone or by the admin',
  })
  state!: (typeof ENDPOINT_STATES)[number];

  @ApiProperty({ type: String, nullable: true, description: 'Why it is failing or disabled' })
  stateReason!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until then the previous secret signs too',
  })
  previousSecretExpiresAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({ name: 'WebhookEndpointCreated' })
export class WebhookEndpointCreatedView extends WebhookEndpointView {
  @ApiProperty({ description: 'whsec_ + base64; shown this once', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })
  secret!: string;
}

@ApiSchema({ name: 'WebhookSecret' })
export class WebhookSecretView {
  @ApiProperty({ description: 'The new secret, shown this once' })
  secret!: string;

  @ApiProperty({ format: 'date-time', description: 'The old secret signs beside the new one until then' })
  previousSecretExpiresAt!: string;
}

@ApiSchema({ name: 'WebhookDelivery' })
export class WebhookDeliveryView {
  @ApiProperty({ description: 'The webhook-id header: the same on every attempt and redelivery', example: 'msg_3f2a…' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  endpointId!: string;

  @ApiProperty({ description: 'One of the WebhookEventType values, or webhook.test' })
  eventType!: string;

  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'WebhookDeliveryStatus' })
  status!: (typeof DELIVERY_STATUSES)[number];

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  nextAttemptAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAttemptAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: "The reply's HTTP status" })
  replyStatus!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The first 500 characters of the reply' })
  replyExcerpt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed without a reply' })
  lastError!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

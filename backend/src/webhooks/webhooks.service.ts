import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { CLOCK, CONFIG, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import type { Db } from '../db/db';
import { EndpointSecrets } from './endpoint-secrets';
import { endpointUrlProblem } from './endpoint-url';
import { TEST_EVENT_TYPE } from './webhook-events';
import type { WebhookEngine } from './webhook-engine';
import { newSecret } from './webhook-signature';
import type { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './webhooks.dto';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  resetDelivery,
  rotateSecret,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.queries';
import { WEBHOOK_ENGINE } from './webhooks.tokens';
import type {
  WebhookDeliveryView,
  WebhookEndpointCreatedView,
  WebhookEndpointView,
  WebhookSecretView,
} from './webhooks.views';

/** After a rotation the old secret signs too for this long, so receivers can switch without a gap. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;
export const DELIVERY_LOG_LIMIT = 50;

@Injectable()
export class WebhooksService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(WEBHOOK_ENGINE) private readonly engine: WebhookEngine,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDS) private readonly newId: IdSource,
    private readonly secrets: EndpointSecrets,
  ) {}

  async list(): Promise<WebhookEndpointView[]> {
    return (await listEndpoints(this.db)).map(endpointView);
  }

  /** Answers the secret once; it is stored sealed (endpoint-secrets.ts). */
  async create(dto: CreateWebhookEndpointDto): Promise<WebhookEndpointCreatedView> {
    const url = this.checkedUrl(dto.url);
    const id = this.newId();
    const secret = newSecret();
    const endpoint = await this.db.transaction(async (tx) =>
      insertEndpoint(tx, {
        id,
        url,
        description: dto.description?.trim() ?? '',
        surveyId: dto.surveyId ?? null,
        eventTypes: [...new Set(dto.eventTypes)],
        secret: await this.secrets.seal(tx, id, secret),
      }),
    );
    return { ...endpointView(endpoint), secret };
  }

  async update(id: string, dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointView> {
    const state = dto.enabled === undefined ? undefined : dto.enabled ? 'active' : 'disabled';
    const endpoint = await updateEndpoint(this.db, id, {
      url: dto.url === undefined ? undefined : this.checkedUrl(dto.url),
      description: dto.description?.trim(),
      eventTypes: dto.eventTypes && [...new Set(dto.eventTypes)],
      state,
      stateReason: state === 'disabled' ? 'Disabled by the admin' : null,
    });
    if (!endpoint) throw new NotFoundError('Webhook endpoint not found');
    return endpointView(endpoint);
  }

  /** The endpoint goes with its deliveries, and its key: its sealed secrets open to nothing any more. */
  async remove(id: string): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      const gone = await deleteEndpoint(tx, id);
      if (gone) await this.secrets.forget(tx, id);
      return gone;
    });
    if (!removed) throw new NotFoundError('Webhook endpoint not found');
  }

  async rotate(id: string): Promise<WebhookSecretView> {
    const secret = newSecret();
    const previousSecretExpiresAt = new Date(this.clock().getTime() + ROTATION_GRACE_MS).toISOString();
    // Thrown inside: an unknown endpoint leaves no key behind.
    await this.db.transaction(async (tx) => {
      if (!(await findEndpoint(tx, id))) throw new NotFoundError('Webhook endpoint not found');
      await rotateSecret(tx, id, await this.secrets.seal(tx, id, secret), previousSecretExpiresAt);
    });
    return { secret, previousSecretExpiresAt };
  }

  /** Stores a webhook.test delivery (before queueing it, like every delivery) and queues it. */
  async sendTest(id: string): Promise<WebhookDeliveryView> {
    const endpoint = await this.endpoint(id);
    const deliveryId = `msg_test_${this.newId().replaceAll('-', '')}`;
    await insertDeliveries(this.db, [
      {
        id: deliveryId,
        endpointId: endpoint.id,
        eventType: TEST_EVENT_TYPE,
        eventPosition: null,
        surveyId: endpoint.surveyId,
        subjectId: null,
        eventAt: this.clock().toISOString(),
      },
    ]);
    await this.engine.enqueue(deliveryId);
    return this.delivery(deliveryId);
  }

  async deliveries(endpointId: string): Promise<WebhookDeliveryView[]> {
    await this.endpoint(endpointId);
    return (await listDeliveries(this.db, endpointId, DELIVERY_LOG_LIMIT)).map(deliveryView);
  }

  /** The same delivery (same webhook-id) goes again with fresh retries; a pending one is left as it is. */
  async redeliver(deliveryId: string): Promise<WebhookDeliveryView> {
    const delivery = await findDelivery(this.db, deliveryId);
    if (!delivery) throw new NotFoundError('Delivery not found');
    if (await resetDelivery(this.db, deliveryId)) await this.engine.enqueue(deliveryId);
    return this.delivery(deliveryId);
  }

  private async delivery(id: string): Promise<WebhookDeliveryView> {
    const delivery = await findDelivery(this.db, id);
    if (!delivery) throw new NotFoundError('Delivery not found');
    return deliveryView(delivery);
  }

  private async endpoint(id: string): Promise<EndpointRow> {
    const endpoint = await findEndpoint(this.db, id);
    if (!endpoint) throw new NotFoundError('Webhook endpoint not found');
    return endpoint;
  }

  private checkedUrl(raw: string): string {
    const url = raw.trim();
    const problem = endpointUrlProblem(url, this.config.webhooksAllowLoopback);
    if (problem) throw new ValidationError(`URL ${problem}`);
    return url;
  }
}

function endpointView(endpoint: EndpointRow): WebhookEndpointView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    surveyId: endpoint.surveyId,
    eventTypes: endpoint.eventTypes,
    state: endpoint.state,
    stateReason: endpoint.stateReason,
    previousSecretExpiresAt: endpoint.previousSecretExpiresAt,
    createdAt: endpoint.createdAt,
  };
}

function deliveryView(delivery: DeliveryRow): WebhookDeliveryView {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    lastAttemptAt: delivery.lastAttemptAt,
    replyStatus: delivery.replyStatus,
    replyExcerpt: delivery.replyExcerpt,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt,
  };
}

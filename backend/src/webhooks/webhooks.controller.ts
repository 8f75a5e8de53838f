import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminGuard } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './webhooks.dto';
import { DELIVERY_LOG_LIMIT, WebhooksService } from './webhooks.service';
import {
  WebhookDeliveryView,
  WebhookEndpointCreatedView,
  WebhookEndpointView,
  WebhookSecretView,
} from './webhooks.views';

const NOT_FOUND = 'Webhook endpoint not found';

@ApiTags('webhooks')
@Controller('api/webhooks')
@UseGuards(AdminGuard)
@ApiAdminOnly()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get('endpoints')
  @ApiOperation({ operationId: 'listWebhookEndpoints', summary: 'Webhook endpoints with their state' })
  @ApiOkResponse({ type: WebhookEndpointView, isArray: true })
  @ApiErrors(503)
  list(): Promise<WebhookEndpointView[]> {
    return this.webhooks.list();
  }

  @Post('endpoints')
  @ApiOperation({
    operationId: 'createWebhookEndpoint',
    summary: 'Add a webhook endpoint',
    description: 'Answers the signing secret (whsec_…) this once. The endpoint hears of events from now on.',
  })
  @ApiCreatedResponse({ type: WebhookEndpointCreatedView })
  @ApiErrors(400, 503)
  create(@Body() dto: CreateWebhookEndpointDto): Promise<WebhookEndpointCreatedView> {
    return this.webhooks.create(dto);
  }

  @Patch('endpoints/:id')
  @ApiOperation({ operationId: 'updateWebhookEndpoint', summary: 'Change, disable or enable a webhook endpoint' })
  @ApiOkResponse({ type: WebhookEndpointView })
  @ApiError(404, NOT_FOUND)
  @ApiErrors(400, 503)
  update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointView> {
    return this.webhooks.update(id, dto);
  }

  @Delete('endpoints/:id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteWebhookEndpoint', summary: 'Remove a webhook endpoint and its delivery log' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiError(404, NOT_FOUND)
  @ApiErrors(400, 503)
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.webhooks.remove(id);
  }

  @Post('endpoints/:id/secret')
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: "Rotate an endpoint's signing secret",
    description: 'Answers the new secret this once; the old one signs beside it (a second signature) for 24 hours.',
  })
  @ApiCreatedResponse({ type: WebhookSecretView })
  @ApiError(404, NOT_FOUND)
  @ApiErrors(400, 503)
  rotate(@Param('id', ParseUUIDPipe) id: string): Promise<WebhookSecretView> {
    return this.webhooks.rotate(id);
  }

  @Post('endpoints/:id/test')
  @HttpCode(202)
  @ApiOperation({ operationId: 'sendWebhookTest', summary: 'Send a webhook.test event to the endpoint' })
  @ApiAcceptedResponse({ type: WebhookDeliveryView })
  @ApiError(404, NOT_FOUND)
  @ApiErrors(400, 503)
  sendTest(@Param('id', ParseUUIDPipe) id: string): Promise<WebhookDeliveryView> {
    return this.webhooks.sendTest(id);
  }

  @Get('endpoints/:id/deliveries')
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: `An endpoint's deliveries, newest first (at most ${DELIVERY_LOG_LIMIT})`,
  })
  @ApiOkResponse({ type: WebhookDeliveryView, isArray: true })
  @ApiError(404, NOT_FOUND)
  @ApiErrors(400, 503)
  deliveries(@Param('id', ParseUUIDPipe) id: string): Promise<WebhookDeliveryView[]> {
    return this.webhooks.deliveries(id);
  }

  @Post('deliveries/:id/redeliver')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'redeliverWebhook',
    summary: 'Send a delivery again, with the same webhook-id and a fresh set of retries',
  })
  @ApiAcceptedResponse({ type: WebhookDeliveryView })
  @ApiError(404, 'Delivery not found')
  @ApiErrors(503)
  redeliver(@Param('id') id: string): Promise<WebhookDeliveryView> {
    return this.webhooks.redeliver(id);
  }
}

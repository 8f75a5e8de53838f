import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiError, METRICS_TOKEN_AUTH, SESSION_AUTH } from '../http/openapi.decorators';
import type { AppMetrics } from './metrics';
import { MetricsGuard } from './metrics.guard';
import { OPS_METRICS } from './ops.tokens';

@ApiTags('operations')
@Controller()
export class MetricsController {
  constructor(@Inject(OPS_METRICS) private readonly metrics: AppMetrics) {}

  /** Prometheus text format. */
  @Get('metrics')
  @UseGuards(MetricsGuard)
  @ApiOperation({
    operationId: 'metrics',
    summary: 'Prometheus metrics',
    description: 'An admin session, or Authorization: Bearer $METRICS_TOKEN.',
  })
  @ApiCookieAuth(SESSION_AUTH)
  @ApiBearerAuth(METRICS_TOKEN_AUTH)
  @ApiOkResponse({
    description: 'Prometheus text exposition format',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiError(401, 'Neither an admin session nor the metrics token')
  async scrape(@Res() res: FastifyReply): Promise<void> {
    const text = await this.metrics.render();
    res.header('Cache-Control', 'no-store');
    res.type(this.metrics.contentType).send(text);
  }
}

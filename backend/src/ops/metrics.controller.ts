import { Controller, Get, Inject, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { AppMetrics } from './metrics';
import { MetricsGuard } from './metrics.guard';
import { OPS_METRICS } from './ops.tokens';

@Controller()
export class MetricsController {
  constructor(@Inject(OPS_METRICS) private readonly metrics: AppMetrics) {}

  /** Prometheus text format. */
  @Get('metrics')
  @UseGuards(MetricsGuard)
  async scrape(@Res() res: Response): Promise<void> {
    const text = await this.metrics.render();
    res.setHeader('Cache-Control', 'no-store');
    res.type(this.metrics.contentType).send(text);
  }
}

import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { BullmqAiRunner, type AiJobRunner } from '@seedline/worker';
import type { Express } from 'express';
import type { AppConfig } from '../config/config';
import { AI_RUNNER, CONFIG } from '../core/tokens';
import type { Logger } from '../ops/logger';
import type { AppMetrics } from '../ops/metrics';
import { OPS_LOGGER, OPS_METRICS } from '../ops/ops.tokens';
import { ResponsesModule } from '../responses';
import { createAiRunner } from './ai-runner.factory';
import { AiController } from './ai.controller';
import { AiService } from './ai.service';
import { QUEUE_DASHBOARD_PATH, adminOnly, queueDashboard } from './queue-dashboard';

/**
 * The AI calls (question generation, chat follow-ups) on the job runner of this deployment,
 * and the admin-only queue dashboard at /admin/queues.
 */
@Module({
  imports: [ResponsesModule],
  controllers: [AiController],
  providers: [
    {
      provide: AI_RUNNER,
      inject: [CONFIG, OPS_LOGGER],
      useFactory: (config: AppConfig, logger: Logger): AiJobRunner => createAiRunner(config, logger),
    },
    AiService,
  ],
  exports: [AI_RUNNER, AiService],
})
export class AiModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(AI_RUNNER) private readonly runner: AiJobRunner,
    @Inject(OPS_METRICS) private readonly metrics: AppMetrics,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    const queue = this.runner instanceof BullmqAiRunner ? this.runner.queue : null;
    // Mounted on Express itself (bull-board is an Express app); Nest's routes are registered by now
    // and its 404 handler comes after this hook, so the dashboard is reached.
    const server = this.adapterHost.httpAdapter.getInstance<Express>();
    server.use(QUEUE_DASHBOARD_PATH, adminOnly(), queueDashboard(queue));
    if (queue) {
      this.metrics.setQueueCounts(() =>
        queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'),
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.metrics.setQueueCounts(null);
    await this.runner.close();
  }
}

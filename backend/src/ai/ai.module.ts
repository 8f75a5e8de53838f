import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { BullmqAiRunner, type AiJobRunner } from '@seedline/worker';
import type { FastifyInstance } from 'fastify';
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
    // Registered on Fastify itself (bull-board brings its own Fastify plugin), behind the admin check;
    // Fastify loads it with the app's other plugins, before it listens.
    const server = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const dashboard = queueDashboard(queue);
    void server.register(
      (scope, _options, done) => {
        scope.addHook('preHandler', adminOnly());
        void scope.register(dashboard);
        done();
      },
      { prefix: QUEUE_DASHBOARD_PATH },
    );
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

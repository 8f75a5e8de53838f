import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { HealthController } from './health.controller';
import { silentLogger, type Logger } from './logger';
import { createMetrics, type AppMetrics } from './metrics';
import { MetricsController } from './metrics.controller';
import { MetricsGuard } from './metrics.guard';
import { OPS_LOGGER, OPS_METRICS } from './ops.tokens';
import { ReadinessService } from './readiness.service';

/** What one app instance observes itself with: its metrics registry and its structured logger. */
export type Ops = { metrics: AppMetrics; logger: Logger };

export function createOps(options: { logger?: Logger } = {}): Ops {
  return { metrics: createMetrics(), logger: options.logger ?? silentLogger() };
}

/**
 * Health and readiness probes and Prometheus metrics. Global, so any module
 * can inject OPS_METRICS (e.g. to time AI jobs) and OPS_LOGGER.
 */
@Module({})
export class OpsModule implements OnModuleInit {
  constructor(
    @Inject(OPS_METRICS) private readonly metrics: AppMetrics,
    @Inject(DB) private readonly db: Db,
  ) {}

  onModuleInit(): void {
    // Counted in the log itself, so the numbers survive restarts and agree across replicas.
    this.metrics.setEventCounts(async () => {
      const { rows } = await this.db.query<{ type: string; n: string | number }>(
        'SELECT type, count(*) AS n FROM events GROUP BY type',
      );
      return rows.map((row) => ({ type: row.type, count: Number(row.n) }));
    });
  }

  static register(ops: Ops): DynamicModule {
    return {
      module: OpsModule,
      global: true,
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: OPS_METRICS, useValue: ops.metrics },
        { provide: OPS_LOGGER, useValue: ops.logger },
        ReadinessService,
        MetricsGuard,
      ],
      exports: [OPS_METRICS, OPS_LOGGER, ReadinessService],
    };
  }
}

@Module({})
class AppWithOpsModule {}

/** The app's root module with the operations module beside it. */
export function withOps(app: DynamicModule, ops: Ops): DynamicModule {
  return { module: AppWithOpsModule, imports: [app, OpsModule.register(ops)] };
}

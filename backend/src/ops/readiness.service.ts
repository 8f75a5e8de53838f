import { Inject, Injectable } from '@nestjs/common';
import { pingRedisOnce } from '@seedline/worker';
import type { AppConfig } from '../config/config';
import { CONFIG, DB } from '../core/tokens';
import type { Db } from '../db/db';
import type { Logger } from './logger';
import { OPS_LOGGER } from './ops.tokens';
import {
  CHECK_TIMEOUT_MS,
  checkDatabase,
  checkRedis,
  readinessOf,
  type CheckResult,
  type DependencyName,
  type Readiness,
} from './readiness';

/**
 * Checks the dependencies on every /readyz: the database always, Redis when REDIS_URL is set
 * (a short-lived connection per probe: it tests that a new connection can be made right now,
 * and leaves nothing reconnecting behind). Draining (shutdown) makes it not ready.
 */
@Injectable()
export class ReadinessService {
  private draining = false;
  private lastReported = '';

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Db,
    @Inject(OPS_LOGGER) private readonly logger: Logger,
  ) {}

  private readonly drainListeners: (() => void)[] = [];

  /** From now on /readyz answers 503, so load balancers stop sending new requests. */
  startDraining(): void {
    this.draining = true;
    for (const listener of this.drainListeners.splice(0)) listener();
  }

  /** Called when draining starts: streams that never end by themselves (the live feed) close then. */
  onDraining(listener: () => void): void {
    this.drainListeners.push(listener);
  }

  async check(): Promise<Readiness> {
    const results: Partial<Record<DependencyName, CheckResult>> = {};
    const [database, redis] = await Promise.all([
      checkDatabase(this.db),
      this.config.redisUrl ? this.pingRedis(this.config.redisUrl) : null,
    ]);
    results.database = database;
    if (redis) results.redis = redis;
    const readiness = readinessOf(results, this.draining);
    this.reportChange(readiness);
    return readiness;
  }

  private pingRedis(url: string): Promise<CheckResult> {
    return checkRedis({ ping: () => pingRedisOnce(url, CHECK_TIMEOUT_MS, 'seedline-api:readiness') });
  }

  /** One log line when the picture changes, not one per probe. */
  private reportChange(readiness: Readiness): void {
    const summary = JSON.stringify(readiness.checks);
    if (summary === this.lastReported) return;
    const first = this.lastReported === '';
    this.lastReported = summary;
    if (Object.keys(readiness.reasons).length > 0)
      this.logger.warn({ checks: readiness.checks, reasons: readiness.reasons }, 'dependency down');
    else if (!first) this.logger.info({ checks: readiness.checks }, 'dependencies back');
  }
}

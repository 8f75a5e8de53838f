import { withTimeout } from '@seedline/shared';
import type { Queryable } from '../db/db';

export type DependencyName = 'database' | 'redis';
export type CheckResult = { status: 'ok' } | { status: 'down'; reason: string };

/** What /readyz answers: every configured dependency with its state. */
export type Readiness = {
  ready: boolean;
  draining: boolean;
  checks: Partial<Record<DependencyName, CheckResult['status']>>;
  /** Why each failed dependency is down (logged, never sent to anonymous callers). */
  reasons: Partial<Record<DependencyName, string>>;
};

/** The bodies of /readyz (ops.views describes them to the contract). */
export type ReadyBody = { status: 'ok'; checks: Readiness['checks'] };
export type NotReadyBody = { statusCode: 503; message: string; status: 'unavailable'; checks: Readiness['checks'] };

export const CHECK_TIMEOUT_MS = 2_000;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function bounded(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  try {
    await withTimeout(check(), timeoutMs);
    return { status: 'ok' };
  } catch (error) {
    return { status: 'down', reason: reasonOf(error) };
  }
}

/** The database answers a trivial query in time. */
export function checkDatabase(db: Queryable, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  return bounded(() => db.query('SELECT 1'), timeoutMs);
}

/** Redis answers PING in time (the client reconnects by itself in the background). */
export function checkRedis(redis: { ping(): Promise<unknown> }, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  return bounded(() => redis.ping(), timeoutMs);
}

/** Folds the checks into the answer; a draining process is never ready, whatever its dependencies. */
export function readinessOf(results: Partial<Record<DependencyName, CheckResult>>, draining: boolean): Readiness {
  const checks: Readiness['checks'] = {};
  const reasons: Readiness['reasons'] = {};
  for (const [name, result] of Object.entries(results) as [DependencyName, CheckResult][]) {
    checks[name] = result.status;
    if (result.status === 'down') reasons[name] = result.reason;
  }
  const healthy = Object.values(checks).every((status) => status === 'ok');
  return { ready: healthy && !draining, draining, checks, reasons };
}

/** The JSON body of /readyz: 200 `{status, checks}`, or 503 in the API's error shape plus the checks. */
export function readinessBody(readiness: Readiness): { statusCode: number; body: ReadyBody | NotReadyBody } {
  if (readiness.ready) return { statusCode: 200, body: { status: 'ok', checks: readiness.checks } };
  const down = Object.entries(readiness.checks)
    .filter(([, status]) => status !== 'ok')
    .map(([name]) => name);
  const message = readiness.draining
    ? 'Not ready: shutting down'
    : `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} unreachable`;
  return { statusCode: 503, body: { statusCode: 503, message, status: 'unavailable', checks: readiness.checks } };
}

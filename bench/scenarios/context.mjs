// What every scenario receives.

/**
 * @typedef {{ rounds: number, seconds: number, warmupSeconds: number, ingestMaxRequests: number,
 *   surveyMaxRequests: number, respondents: number, respondentConcurrency: number, respondentsMaxSeconds: number,
 *   queueCalls: number, rebuildEvents: number, adminResponses: number, scaleResponses: number, adminPageLoads: number, adminPages: boolean,
 *   lighthouse: boolean }} Settings
 * @typedef {{ root: string, stack: import('../lib/stack.mjs').Stack, survey: { surveyId: string, questionIds: string[] },
 *   settings: Settings, log: (line: string) => void,
 *   runChild: (script: string, input: unknown, timeoutMs?: number, nodeFlags?: string[]) => Promise<any> }} Context
 * @typedef {{ rows: import('./rows.mjs').Row[], details: unknown }} ScenarioResult
 */

/** @param {NodeJS.ProcessEnv} env @returns {Settings} */
export function settingsFrom(env) {
  const num = (/** @type {string} */ name, /** @type {number} */ fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
    return value;
  };
  return {
    rounds: num('BENCH_ROUNDS', 2),
    seconds: num('BENCH_SECONDS', 8),
    warmupSeconds: num('BENCH_WARMUP_SECONDS', 2),
    ingestMaxRequests: 20_000,
    surveyMaxRequests: 200_000,
    respondents: num('BENCH_RESPONDENTS', 1000),
    respondentConcurrency: 100,
    respondentsMaxSeconds: 240,
    queueCalls: num('BENCH_QUEUE_CALLS', 300),
    rebuildEvents: num('BENCH_REBUILD_EVENTS', 100_000),
    adminResponses: num('BENCH_ADMIN_RESPONSES', 100_000),
    scaleResponses: num('BENCH_SCALE_RESPONSES', 1_000_000),
    adminPageLoads: num('BENCH_ADMIN_LOADS', 200),
    adminPages: env.BENCH_ADMIN_PAGES !== '0',
    lighthouse: env.BENCH_LIGHTHOUSE !== '0',
  };
}

import { checkDatabase, checkRedis, readinessBody, readinessOf } from './readiness';

describe('dependency checks', () => {
  it('reports a dependency that answers as ok', async () => {
    await expect(checkDatabase({ query: async () => ({ rows: [], rowCount: 1 }) })).resolves.toEqual({ status: 'ok' });
    await expect(checkRedis({ ping: async () => 'PONG' })).resolves.toEqual({ status: 'ok' });
  });

  it('reports a failing dependency as down with the reason', async () => {
    const failing = { query: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
    await expect(checkDatabase(failing)).resolves.toEqual({
      status: 'down',
      reason: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
  });

  it('gives up on a dependency that hangs, within the bound', async () => {
    const started = Date.now();
    const result = await checkRedis({ ping: () => new Promise<'PONG'>(() => undefined) }, 50);
    expect(result).toEqual({ status: 'down', reason: 'no answer within 50 ms' });
    expect(Date.now() - started).toBeLessThan(5_000); // a hanging check would never answer
  });
});

describe('readiness', () => {
  it('is ready when every dependency is ok', () => {
    const readiness = readinessOf({ database: { status: 'ok' }, redis: { status: 'ok' } }, false);
    expect(readinessBody(readiness)).toEqual({
      statusCode: 200,
      body: { status: 'ok', checks: { database: 'ok', redis: 'ok' } },
    });
  });

  it('names the dependency that failed, in the API error shape, without its internal reason', () => {
    const readiness = readinessOf(
      { database: { status: 'ok' }, redis: { status: 'down', reason: 'ECONNREFUSED 10.0.0.3:6379' } },
      false,
    );
    expect(readiness.reasons).toEqual({ redis: 'ECONNREFUSED 10.0.0.3:6379' });
    const { statusCode, body } = readinessBody(readiness);
    expect(statusCode).toBe(503);
    expect(body).toEqual({
      statusCode: 503,
      message: 'Not ready: redis is unreachable',
      status: 'unavailable',
      checks: { database: 'ok', redis: 'down' },
    });
    expect(JSON.stringify(body)).not.toMatch(/10\.0\.0\.3/);
  });

  it('names both when both are down', () => {
    const down = { status: 'down' as const, reason: 'x' };
    expect(readinessBody(readinessOf({ database: down, redis: down }, false)).body).toMatchObject({
      message: 'Not ready: database and redis are unreachable',
    });
  });

  it('is not ready while shutting down', () => {
    const { statusCode, body } = readinessBody(readinessOf({ database: { status: 'ok' } }, true));
    expect(statusCode).toBe(503);
    expect(body).toMatchObject({ message: 'Not ready: shutting down' });
  });
});

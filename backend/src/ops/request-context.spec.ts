import { currentRequestId, requestIdFrom, runWithRequestContext } from './request-context';

describe('requestIdFrom', () => {
  const generate = () => 'generated';

  it('keeps a plain id from the caller or a proxy', () => {
    expect(requestIdFrom('abc-123', generate)).toBe('abc-123');
    expect(requestIdFrom('7f0c2a1e-0b8e-4c52-9d4b-7a1f3c2b9e10', generate)).toBe(
      '7f0c2a1e-0b8e-4c52-9d4b-7a1f3c2b9e10',
    );
    expect(requestIdFrom(['first:1', 'second'], generate)).toBe('first:1');
  });

  it('generates one when the header is missing, empty, too long or could forge a log line', () => {
    for (const bad of [undefined, '', 'x'.repeat(129), 'a b', 'line\nbreak', '"quoted"', '<script>', 'ناظم']) {
      expect(requestIdFrom(bad, generate)).toBe('generated');
    }
  });

  it('generates a UUID by default', () => {
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('the request context', () => {
  it('follows the request through awaits and timers, and is absent outside', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithRequestContext({ requestId: 'req-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const inner = await Promise.resolve().then(() => currentRequestId());
      return [currentRequestId(), inner];
    });
    expect(seen).toEqual(['req-1', 'req-1']);
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps concurrent requests apart', async () => {
    const run = (id: string, ms: number) =>
      runWithRequestContext({ requestId: id }, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return currentRequestId();
      });
    await expect(Promise.all([run('a', 10), run('b', 1), run('c', 5)])).resolves.toEqual(['a', 'b', 'c']);
  });
});

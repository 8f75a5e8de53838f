import { leastCpuMs } from './cpu-time';

describe('leastCpuMs', () => {
  it('does not count time the thread spends blocked', () => {
    const blocked = new Int32Array(new SharedArrayBuffer(4));
    const started = Date.now();
    const cpu = leastCpuMs(() => Atomics.wait(blocked, 0, 0, 120), 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(cpu).toBeLessThan(60);
  });
});

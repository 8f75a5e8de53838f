import { tailStep } from './log-tail';

const horizon = (xmin: number, xmax: number) => ({ xmin: BigInt(xmin), xmax: BigInt(xmax) });

describe('tailStep', () => {
  it('moves over consecutive positions', () => {
    expect(tailStep(10, [11, 12, 13], null, 0, horizon(5, 6))).toEqual({ deliver: 3, position: 13, hole: null });
    expect(tailStep(10, [], null, 0, horizon(5, 6))).toEqual({ deliver: 0, position: 10, hole: null });
  });

  it('stops before a hole a writer may still fill, and delivers it in order once filled', () => {
    const first = tailStep(10, [11, 13], null, 1000, horizon(5, 9));
    expect(first).toEqual({ deliver: 1, position: 11, hole: { position: 12, seenAt: 1000, xmaxSeen: 9n } });
    // Still in flight (xmin has not passed 9), even long after: wait.
    expect(tailStep(11, [13], first.hole, 60_000, horizon(8, 12))).toMatchObject({ deliver: 0, position: 11 });
    // The writer committed: 12 is there, everything goes in order.
    expect(tailStep(11, [12, 13], first.hole, 1200, horizon(8, 12))).toEqual({ deliver: 2, position: 13, hole: null });
  });

  it('skips a hole only when every transaction that could hold it ended and the grace went by (a rollback)', () => {
    const first = tailStep(10, [12], null, 1000, horizon(5, 9));
    // Horizon passed, but not the grace: wait.
    expect(tailStep(10, [12], first.hole, 1100, horizon(9, 10))).toMatchObject({ deliver: 0, position: 10 });
    // Both: the hole was a rollback; move on.
    expect(tailStep(10, [12, 13], first.hole, 1600, horizon(9, 10))).toEqual({ deliver: 2, position: 13, hole: null });
  });

  it('waits for each hole in turn', () => {
    const first = tailStep(10, [12, 14], null, 0, horizon(5, 9));
    const second = tailStep(10, [12, 14], first.hole, 600, horizon(9, 11));
    expect(second).toEqual({ deliver: 1, position: 12, hole: { position: 13, seenAt: 600, xmaxSeen: 11n } });
  });
});

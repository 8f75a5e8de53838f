import {
  changed,
  dueForScoring,
  QUALITY_MAX_WAIT_MS,
  QUALITY_PASS_EVERY_MS,
  QUALITY_QUIET_MS,
  scored,
} from './scoring-schedule';

describe('when the keeper scores a pending survey', () => {
  it('scores at once a survey this process has seen nothing of (a rebuild, another replica marked it)', () => {
    expect(dueForScoring(undefined, 1_000)).toBe(true);
  });

  it('waits while answers keep coming, and scores once they stop for the quiet time', () => {
    let times = changed(undefined, 0);
    for (let t = 5_000; t <= 40_000; t += QUALITY_PASS_EVERY_MS) {
      expect(dueForScoring(times, t)).toBe(false);
      times = changed(times, t);
    }
    expect(dueForScoring(times, 40_000 + QUALITY_QUIET_MS - 1)).toBe(false);
    expect(dueForScoring(times, 40_000 + QUALITY_QUIET_MS)).toBe(true);
  });

  it('scores a survey answered without pause once it has waited the longest wait', () => {
    let times = changed(undefined, 0);
    for (let t = QUALITY_PASS_EVERY_MS; t < QUALITY_MAX_WAIT_MS; t += QUALITY_PASS_EVERY_MS) times = changed(times, t);
    expect(dueForScoring(times, QUALITY_MAX_WAIT_MS - 1)).toBe(false);
    expect(dueForScoring(changed(times, QUALITY_MAX_WAIT_MS), QUALITY_MAX_WAIT_MS)).toBe(true);
  });

  it('keeps the cooldown after a scoring: 19 times what it took, at least a pass', () => {
    const afterLong = { ...changed(scored(0, 2_000), 1_000) };
    expect(dueForScoring(afterLong, 37_999)).toBe(false);
    expect(dueForScoring(afterLong, 38_000)).toBe(true);
    const afterShort = scored(0, 10);
    expect(dueForScoring(afterShort, QUALITY_PASS_EVERY_MS - 1)).toBe(false);
    expect(dueForScoring(afterShort, QUALITY_PASS_EVERY_MS)).toBe(true);
  });
});

import { scoreProfile } from './evaluate';
import { HELD_OUT_PROFILES } from './held-out-profiles';

/**
 * The held-out profiles (issue 32) against the same goals as the evaluation set: its specifics cited in 10
 * distinct questions, and the consultant's voice. Kept apart so that a change tuned on the main set shows
 * here whether it carries over.
 */
describe('offline interviewer on held-out profiles', () => {
  const profiles = HELD_OUT_PROFILES.map(scoreProfile);

  beforeAll(() => {
    console.table(
      profiles.map((p) => ({
        profile: p.id,
        field: p.field,
        cited: `${p.cited.length}/${p.cited.length + p.missed.length}`,
        typed: p.voice.typed,
        missed: p.missed.join(', '),
      })),
    );
  });

  it.each(profiles.map((p) => [p.id, p] as const))('%s: cites its own specifics in 10 distinct questions', (_, p) => {
    expect(p.distinct).toBe(10);
    expect(p.cited.length).toBeGreaterThanOrEqual(4);
    expect(p.statisticAsProcess).toEqual([]);
    expect(p.leading).toEqual([]);
  });

  it.each(profiles.map((p) => [p.id, p] as const))('%s: speaks as a consultant', (_, p) => {
    expect(p.voice.attributed).toEqual([]);
    expect(p.overusedFrames).toEqual([]);
    expect(p.voice.overusedOpenings).toEqual([]);
    expect(p.voice.typed).toBeGreaterThanOrEqual(2);
    expect(p.voice.statisticNotAsOutcome).toEqual([]);
    expect(p.voice.grammar).toEqual([]);
  });
});

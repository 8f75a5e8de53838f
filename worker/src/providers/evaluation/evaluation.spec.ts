import { EVALUATION_ANSWERS } from './answers';
import { scoreAnswer, scoreProfile } from './evaluate';
import { EVALUATION_PROFILES } from './profiles';

/**
 * The offline interviewer against the evaluation set. Prints a table per profile and in total, and fails
 * under the goals: at least 4 expected specifics cited for every profile, 10 distinct questions, at least
 * half of them citing the company's words, no statistic asked as a process, no leading question, and
 * every follow-up to a vague answer naming something the respondent said. The voice checks (issue 32):
 * nothing attributed to the respondent, no frame or opening over twice, at least two typed questions,
 * statistics asked as outcomes, no English grammar slip a pattern can find.
 */
describe('offline interviewer evaluation', () => {
  const profiles = EVALUATION_PROFILES.map(scoreProfile);
  const answers = EVALUATION_ANSWERS.map((a) => ({ ...scoreAnswer(a), vague: a.vague === true }));

  beforeAll(() => {
    const rows = profiles.map((p) => ({
      profile: p.id,
      field: p.field,
      cited: `${p.cited.length}/${p.cited.length + p.missed.length}`,
      citing: p.citing,
      distinct: p.distinct,
      typed: p.voice.typed,
      missed: p.missed.join(', '),
    }));
    const cited = profiles.reduce((n, p) => n + p.cited.length, 0);
    const expected = profiles.reduce((n, p) => n + p.cited.length + p.missed.length, 0);
    console.table(rows);
    console.table(
      answers.map((a) => ({
        answer: a.id,
        accepted: a.accepted,
        followUp: a.followUp,
        problems: a.problems.join('; '),
      })),
    );
    console.log(
      `total: ${cited}/${expected} specifics cited over ${profiles.length} profiles (${new Set(profiles.map((p) => p.field)).size} fields); ` +
        `${answers.filter((a) => a.accepted).length}/${answers.length} follow-ups accepted`,
    );
  });

  it('holds at least 20 profiles from at least 10 fields, and at least 30 answers in English and Urdu', () => {
    expect(profiles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(profiles.map((p) => p.field)).size).toBeGreaterThanOrEqual(10);
    expect(answers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(EVALUATION_ANSWERS.map((a) => a.language))).toEqual(new Set(['en', 'ur']));
  });

  it.each(profiles.map((p) => [p.id, p] as const))('%s: cites its own specifics in 10 distinct questions', (_, p) => {
    expect(p.distinct).toBe(10);
    expect(p.cited.length).toBeGreaterThanOrEqual(4);
    expect(p.citing).toBeGreaterThanOrEqual(5);
    expect(p.statisticAsProcess).toEqual([]);
    expect(p.leading).toEqual([]);
  });

  it.each(profiles.map((p) => [p.id, p] as const))(
    '%s: speaks as a consultant (no attribution, frames at most twice, typed, outcomes, grammar)',
    (_, p) => {
      expect(p.voice.attributed).toEqual([]);
      expect(p.overusedFrames).toEqual([]);
      expect(p.voice.overusedOpenings).toEqual([]);
      expect(p.voice.typed).toBeGreaterThanOrEqual(2);
      expect(p.voice.statisticNotAsOutcome).toEqual([]);
      expect(p.voice.grammar).toEqual([]);
    },
  );

  it.each(answers.map((a) => [a.id, a] as const))('%s: the follow-up is one a human would accept', (_, a) => {
    expect(a.problems).toEqual([]);
  });
});

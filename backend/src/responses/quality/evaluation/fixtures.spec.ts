import { isShortHonestAnswer, QUALITY_SIGNALS, type QualitySignalName } from './fixture';
import { fixtureProblems } from './fixture-check';
import { TUNING_FIXTURES } from './tuning';

describe('the response-quality tuning set', () => {
  it.each(TUNING_FIXTURES.map((f) => [f.id, f]))('%s is well formed', (_, fixture) => {
    expect(fixtureProblems(fixture)).toEqual([]);
  });

  it('has at least six surveys, each with enough responses to judge times, and plants every signal in several', () => {
    expect(TUNING_FIXTURES.length).toBeGreaterThanOrEqual(6);
    for (const fixture of TUNING_FIXTURES) expect(fixture.responses.length).toBeGreaterThanOrEqual(25);
    const responses = TUNING_FIXTURES.flatMap((f) => f.responses);
    const planted = (signal: QualitySignalName) => responses.filter((r) => r.truth.planted.includes(signal)).length;
    for (const signal of QUALITY_SIGNALS) {
      expect({ signal, enough: planted(signal) >= 5 }).toEqual({ signal, enough: true });
    }
  });

  it('holds short honest answers in English, Urdu and Roman Urdu', () => {
    const short = TUNING_FIXTURES.flatMap((f) =>
      f.responses.flatMap((r) => r.answers.filter((a) => isShortHonestAnswer(r, a))),
    );
    const texts = new Set(short.map((a) => a.text));
    for (const text of ['No', 'Excel', 'نہیں', 'Nahi', 'SAP', '2 hours']) expect(texts).toContain(text);
  });

  it('catches a malformed fixture', () => {
    const [first] = TUNING_FIXTURES;
    const broken = {
      ...first!,
      responses: [
        {
          ...first!.responses[0]!,
          answers: [{ questionId: 'nope', text: 'x', at: 0 }],
          truth: { verdict: 'low_quality' as const, planted: [] },
        },
      ],
    };
    expect(fixtureProblems(broken)).toEqual([
      `${first!.id}/${first!.responses[0]!.id}: answers unknown question nope`,
      `${first!.id}/${first!.responses[0]!.id}: nope recorded at 0 s, not after 0 s`,
      `${first!.id}/${first!.responses[0]!.id}: low quality with nothing planted`,
    ]);
  });
});

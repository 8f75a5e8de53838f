import { evaluate, evaluationTable, precision, recall } from './evaluate';
import { TUNING_FIXTURES } from './tuning';

/**
 * The goals of issue 50 on the tuning set: precision at least 0.9 and recall at least 0.8 for low
 * quality, and no short honest answer called gibberish. The held-out set is not read here: it has
 * its own command (npm run evaluate-quality -- held-out), run once.
 */
describe('response quality on the tuning set', () => {
  const result = evaluate(TUNING_FIXTURES);

  afterAll(() => {
    // The table in backend/README.md ("Response quality") comes from this output.
    const misses = result.misses.map(
      (m) => `${m.fixture}/${m.response} ${m.what}: expected ${m.expected}, got ${m.got} (${m.reasons})`,
    );
    console.log([evaluationTable(result), '', ...misses].join('\n'));
  });

  it('finds low-quality responses with precision ≥ 0.9 and recall ≥ 0.8', () => {
    expect(precision(result.lowQuality)).toBeGreaterThanOrEqual(0.9);
    expect(recall(result.lowQuality)).toBeGreaterThanOrEqual(0.8);
  });

  it('never calls a short honest answer gibberish ("No", "Excel", "نہیں", "Nahi", "SAP", "2 hours")', () => {
    expect(result.shortHonest.answers).toBeGreaterThan(50);
    expect(result.shortHonest.calledGibberish).toEqual([]);
  });
});

import { spreadSample } from './spread-sample';

describe('a spread sample', () => {
  it('keeps every residue of a periodic list, where a stride would keep one', () => {
    for (const [n, size] of [
      [1_000, 400],
      [10_000, 400],
      [100_000, 600],
    ] as const) {
      const items = Array.from({ length: n }, (_, i) => i);
      const sample = spreadSample(items, size);
      expect(sample).toHaveLength(size);
      const perResidue = [0, 1, 2, 3, 4].map((r) => sample.filter((i) => i % 5 === r).length);
      // Each of five pains about a fifth of the sample (chance, not exactly): none missing, none dominant.
      for (const count of perResidue) expect(count).toBeGreaterThan(size / 5 / 2);
    }
  });

  it('is the same every time, in the list order, with no item twice', () => {
    const items = Array.from({ length: 5_000 }, (_, i) => `r${i}`);
    const a = spreadSample(items, 300);
    expect(spreadSample(items, 300)).toEqual(a);
    expect(new Set(a).size).toBe(300);
    const positions = a.map((item) => Number(item.slice(1)));
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
  });

  it('keeps a list no longer than the sample whole', () => {
    expect(spreadSample(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(spreadSample(['a', 'b'], 5)).toEqual(['a', 'b']);
  });

  it('spreads a list sorted by team over the teams', () => {
    const teams = ['tax', 'audit', 'advisory', 'payroll'];
    const items = teams.flatMap((team) => Array.from({ length: 2_500 }, () => team));
    const sample = spreadSample(items, 400);
    for (const team of teams) expect(sample.filter((t) => t === team).length).toBeGreaterThan(60);
  });
});

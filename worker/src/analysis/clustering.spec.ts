import { averageLinkage, cosine, normalise } from './clustering';

const vec = (entries: Record<number, number>) =>
  normalise(new Map(Object.entries(entries).map(([k, v]) => [Number(k), v])));

describe('averageLinkage', () => {
  const vectors = [
    vec({ 1: 1, 2: 1 }),
    vec({ 1: 1, 2: 1, 3: 0.2 }),
    vec({ 7: 1, 8: 1 }),
    vec({ 7: 1, 8: 0.8 }),
    vec({ 42: 1 }),
  ];

  it('groups alike vectors and stops before joining groups less alike than the threshold', () => {
    expect(averageLinkage(vectors, 0.3)).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('joins everything when the threshold is zero or below, and nothing above one', () => {
    expect(averageLinkage(vectors, -1)).toEqual([[0, 1, 2, 3, 4]]);
    expect(averageLinkage(vectors, 1.01)).toEqual([[0], [1], [2], [3], [4]]);
  });

  it('gives the same groups whatever ties there are, in order of their first member', () => {
    const same = [vec({ 1: 1 }), vec({ 1: 1 }), vec({ 1: 1 }), vec({ 2: 1 }), vec({ 2: 1 })];
    expect(averageLinkage(same, 0.5)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
    expect(averageLinkage(same, 0.5)).toEqual(averageLinkage(same, 0.5));
  });
});

describe('cosine', () => {
  it('is 1 for the same direction and 0 for vectors with no key in common', () => {
    expect(cosine(vec({ 1: 2, 2: 2 }), vec({ 1: 1, 2: 1 }))).toBeCloseTo(1);
    expect(cosine(vec({ 1: 1 }), vec({ 2: 1 }))).toBe(0);
  });
});

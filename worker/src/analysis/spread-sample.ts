// A deterministic sample of a list that no order in the list can bias. Every k-th item (a stride) sees
// only some residues of a periodic list: 1,000 answers cycling through five pains, sampled every 2.5,
// keep two of the five, and every 25th of 10,000 keeps one; a list sorted by team keeps the teams the
// stride happens to land on. Here each position gets a score from a fixed integer hash and the lowest
// scores are kept, in list order: the same list always gives the same sample, and any period or sort
// order is spread across it as chance would spread it.

/** A 32-bit integer hash (the finaliser of MurmurHash3): nearby inputs give unrelated outputs. */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** `size` items of `items` (all of them when there are no more), in their order. */
export function spreadSample<T>(items: readonly T[], size: number): T[] {
  if (items.length <= size) return [...items];
  return items
    .map((_, i) => ({ i, score: mix(i + 0x9e3779b9) }))
    .sort((a, b) => a.score - b.score || a.i - b.i)
    .slice(0, Math.max(0, size))
    .map(({ i }) => i)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}

/**
 * Agglomerative clustering of sparse, L2-normalised vectors with average linkage on cosine similarity,
 * stopped when no two clusters are more alike than `stopAt` (the stopping rule). Deterministic: ties go
 * to the lower indices. Quadratic memory and cubic time in the number of vectors at worst, so callers
 * cluster a bounded sample (see theme-clusters.ts) and assign the rest to the clusters' centroids.
 */
export type SparseVector = ReadonlyMap<number, number>;

export function cosine(a: SparseVector, b: SparseVector): number {
  if (a.size > b.size) [a, b] = [b, a];
  let dot = 0;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (w !== undefined) dot += v * w;
  }
  return dot;
}

export function normalise(v: Map<number, number>): Map<number, number> {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (const [k, x] of v) v.set(k, x / norm);
  return v;
}

/** Clusters as lists of indices into `vectors`, each ascending, in order of their smallest index. */
export function averageLinkage(vectors: readonly SparseVector[], stopAt: number): number[][] {
  const n = vectors.length;
  const sim = similarityMatrix(vectors);
  const size = new Array<number>(n).fill(1);
  const alive = new Array<boolean>(n).fill(true);
  const members: number[][] = vectors.map((_, i) => [i]);
  // best[i]: the alive j > i most like i, kept up to date so a merge costs O(n) most of the time.
  const best = new Int32Array(n).fill(-1);
  const refresh = (i: number) => {
    let b = -1;
    for (let j = i + 1; j < n; j++) if (alive[j] && (b === -1 || sim[i * n + j]! > sim[i * n + b]!)) b = j;
    best[i] = b;
  };
  for (let i = 0; i < n; i++) refresh(i);
  for (;;) {
    let bi = -1;
    for (let i = 0; i < n; i++) {
      if (!alive[i] || best[i] === -1) continue;
      if (bi === -1 || sim[i * n + best[i]!]! > sim[bi * n + best[bi]!]!) bi = i;
    }
    if (bi === -1) break;
    const bj = best[bi]!;
    if (sim[bi * n + bj]! < stopAt) break;
    // Merge bj into bi (Lance-Williams for average linkage).
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === bi || k === bj) continue;
      const merged = (size[bi]! * at(sim, n, bi, k) + size[bj]! * at(sim, n, bj, k)) / (size[bi]! + size[bj]!);
      set(sim, n, bi, k, merged);
    }
    size[bi]! += size[bj]!;
    alive[bj] = false;
    members[bi] = [...members[bi]!, ...members[bj]!].sort((a, b) => a - b);
    members[bj] = [];
    for (let i = 0; i < n; i++) {
      if (!alive[i]) continue;
      if (i === bi || best[i] === bj) refresh(i);
      else if (i < bi && (best[i] === -1 || best[i] === bi || sim[i * n + bi]! > sim[i * n + best[i]!]!)) refresh(i);
    }
  }
  return members.filter((m, i) => alive[i] && m.length > 0);
}

function similarityMatrix(vectors: readonly SparseVector[]): Float64Array {
  const n = vectors.length;
  const sim = new Float64Array(n * n);
  // An inverted index makes this cost the pairs that share a key, not all pairs.
  const postings = new Map<number, Array<[number, number]>>();
  vectors.forEach((v, i) => {
    for (const [k, x] of v) {
      let list = postings.get(k);
      if (!list) postings.set(k, (list = []));
      list.push([i, x]);
    }
  });
  for (const list of postings.values()) {
    for (let a = 0; a < list.length; a++) {
      const [i, x] = list[a]!;
      for (let b = a + 1; b < list.length; b++) {
        const [j, y] = list[b]!;
        sim[i * n + j]! += x * y;
      }
    }
  }
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) sim[j * n + i] = sim[i * n + j]!;
  return sim;
}

function at(sim: Float64Array, n: number, i: number, j: number): number {
  return sim[i * n + j]!;
}

function set(sim: Float64Array, n: number, i: number, j: number, value: number): void {
  sim[i * n + j] = value;
  sim[j * n + i] = value;
}

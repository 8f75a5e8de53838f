// The same or nearly the same text: texts compared after normalisation (case, Urdu letter variants,
// punctuation and spacing ignored) by normalised edit distance (fastest-levenshtein, a well-kept
// implementation), and found among many by MinHash over word pairs with locality-sensitive hashing
// (18 hashes in 6 bands of 3: texts whose word pairs overlap by 75% meet in a band 96 times in
// 100, by 30% 15 times in 100), each candidate then checked by edit distance. Pure.

import { distance } from 'fastest-levenshtein';
import { normalLetters } from './letters/letter-normal';

/** Nearly the same: at most 15% of the characters differ. */
export const NEAR_SAME = 0.85;

export const normalText = (text: string): string =>
  normalLetters(text)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

export const normalWords = (normal: string): number => (normal === '' ? 0 : normal.split(' ').length);

/** 1 for the same normalised text, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  // Lengths alone already rule a pair out: the distance is at least their difference.
  if (Math.abs(a.length - b.length) > (1 - NEAR_SAME) * longest) return 0;
  return 1 - distance(a, b) / longest;
}

export const nearSame = (a: string, b: string): boolean => similarity(a, b) >= NEAR_SAME;

const HASHES = 18;
const ROWS = 3;
/** At most this many earlier texts are checked per band, so a phrase thousands repeat stays cheap. */
const BUCKET_LIMIT = 16;
const SEEDS = Array.from({ length: HASHES }, (_, i) => Math.imul(i + 1, 0x9e3779b1) >>> 0);

function fnv(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function mix(hash: number, seed: number): number {
  let h = (hash ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The MinHash signature of a normalised text: per hash, the least value over its word pairs. */
function signatureOf(normal: string): Uint32Array {
  const words = normal.split(' ');
  const minima = new Uint32Array(HASHES).fill(0xffffffff);
  for (let i = 0; i + 1 < words.length; i++) {
    const base = fnv(`${words[i]} ${words[i + 1]}`);
    for (let h = 0; h < HASHES; h++) {
      const value = mix(base, SEEDS[h]!);
      if (value < minima[h]!) minima[h] = value;
    }
  }
  return minima;
}

/** A band's key: its rows' minima and its number folded into one 32-bit number (a rare collision only adds a candidate). */
function bandKeys(signature: Uint32Array): number[] {
  const keys: number[] = [];
  for (let b = 0; b < HASHES / ROWS; b++) {
    let key = mix(b, 0x27d4eb2f);
    for (let r = 0; r < ROWS; r++) key = mix(key ^ signature[b * ROWS + r]!, SEEDS[r]!);
    keys.push(key);
  }
  return keys;
}

/** The share of equal minima: an estimate of how much two texts' word pairs overlap. */
function overlap(a: Uint32Array, b: Uint32Array): number {
  let equal = 0;
  for (let h = 0; h < HASHES; h++) if (a[h] === b[h]) equal++;
  return equal / HASHES;
}

/**
 * Below this estimated overlap of word pairs a candidate is not checked by edit distance: texts at
 * least 85% alike share more (one changed word in twelve leaves about 70% of the pairs shared).
 */
const MIN_OVERLAP = 0.5;

type Entry<T> = { normal: string; signature: Uint32Array; item: T };

/** Texts seen so far (normalised, at least two words), each with what it belongs to; asked for the near-same ones. */
export class NearDuplicateIndex<T> {
  private readonly exact = new Map<string, T[]>();
  private readonly bands = new Map<number, Entry<T>[]>();

  add(normal: string, item: T): void {
    const same = this.exact.get(normal);
    if (same) {
      if (same.length < BUCKET_LIMIT) same.push(item);
      return;
    }
    this.exact.set(normal, [item]);
    const entry = { normal, signature: signatureOf(normal), item };
    for (const key of bandKeys(entry.signature)) {
      const bucket = this.bands.get(key);
      if (!bucket) this.bands.set(key, [entry]);
      else if (bucket.length < BUCKET_LIMIT) bucket.push(entry);
    }
  }

  /** What the same or a nearly the same text belongs to. */
  find(normal: string): T[] {
    const found = new Set<T>(this.exact.get(normal) ?? []);
    const checked = new Set<Entry<T>>();
    const signature = signatureOf(normal);
    for (const key of bandKeys(signature)) {
      for (const entry of this.bands.get(key) ?? []) {
        if (checked.has(entry) || entry.normal === normal) continue;
        checked.add(entry);
        if (overlap(signature, entry.signature) < MIN_OVERLAP || !nearSame(normal, entry.normal)) continue;
        for (const item of this.exact.get(entry.normal) ?? []) found.add(item);
      }
    }
    return [...found];
  }
}

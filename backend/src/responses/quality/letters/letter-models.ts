// The three letter models a word is judged by (English and Roman Urdu in Latin script, Urdu in Arabic
// script) with the lines drawn from their own word lists (build-letter-statistics.mjs). Pure data.

import stored from './letter-statistics.json';
import { letterModel, type LetterCounts, type LetterModel } from './letter-score';

/** One list's counts and lines, as build-letter-statistics.mjs writes them. */
type StoredStatistics = LetterCounts & { source: string; threshold: number; shortThreshold: number };
const statistics = stored as unknown as Record<'latin' | 'roman' | 'arabic', StoredStatistics>;

export type JudgedModel = { model: LetterModel; threshold: number; shortThreshold: number; source: string };

const judged = (s: StoredStatistics): JudgedModel => ({
  model: letterModel(s),
  threshold: s.threshold,
  shortThreshold: s.shortThreshold,
  source: s.source,
});

let models: { latin: JudgedModel[]; arabic: JudgedModel[] } | null = null;

/** Built on first use, then kept. */
export function letterModels(): { latin: JudgedModel[]; arabic: JudgedModel[] } {
  models ??= { latin: [judged(statistics.latin), judged(statistics.roman)], arabic: [judged(statistics.arabic)] };
  return models;
}

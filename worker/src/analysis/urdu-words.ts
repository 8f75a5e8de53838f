/**
 * Urdu word forms for grouping answers: the plural and oblique endings taken off so that "رشتہ داروں"
 * and "رشتہ دار", "درخواستوں" and "درخواست" meet. Words are normalised first (normalizeWord: Arabic
 * letter variants unified, diacritics removed). A light stemmer: it never leaves fewer than two letters.
 */
const ENDINGS = ['یوں', 'وں', 'یں', 'یاں', 'ات'];

export function urduStem(word: string): string {
  if (!/[\u0600-\u06FF]/.test(word)) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 2) return word.slice(0, -ending.length);
  }
  return word;
}

import { OFFLINE_GLOSS_NOTE, type ReportQuote } from '@seedline/shared';
import type { KeyRegistry } from './answer-digest';
import { extractTextFeatures } from './text-features';
import { QUOTE_LIMITS, type QuoteCandidate } from './theme-evidence';
import type { ThemeFinding } from './themes';
import type { PosProfile } from './tokens';

/**
 * Verbatim quotes for a theme, from the spans the evidence collector kept (per response its most
 * telling sentence about the theme: a pain, a number or a tool, a readable length): the best in each
 * language the theme's answers use first, so an Urdu-speaking minority is heard, then the best of the
 * rest, one per response. A span longer than 300 characters is cut to a window around the theme's
 * words. Every quote is a slice of the answer.
 */
export type ResponseRef = { id: string; n: number };

export const QUOTES_PER_THEME = 4;

export function themeQuotes(
  theme: ThemeFinding,
  refs: readonly ResponseRef[],
  registry: KeyRegistry,
  profile?: PosProfile,
  max = QUOTES_PER_THEME,
): ReportQuote[] {
  const ordered = [theme.bestByLanguage.en, theme.bestByLanguage.ur, ...theme.quotes].filter(
    (c): c is QuoteCandidate => c !== undefined,
  );
  const quotes: ReportQuote[] = [];
  const seen = new Set<string>();
  const usedResponses = new Set<number>();
  for (const c of ordered) {
    if (quotes.length >= max) break;
    if (usedResponses.has(c.response)) continue;
    const text = quoteText(c, registry.key(theme.anchor), profile);
    const key = text.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    usedResponses.add(c.response);
    quotes.push(toQuote(text, c, refs[c.response]!));
  }
  return quotes;
}

function quoteText(c: QuoteCandidate, anchorKey: string, profile?: PosProfile): string {
  const { text } = c;
  let { start, end } = c;
  const long = QUOTE_LIMITS.long;
  if (end - start > long) {
    const at = anchorOffset(text, start, end, anchorKey, profile);
    const from = wordStart(text, Math.max(start, Math.min(at - long / 3, end - long)));
    end = wordEnd(text, Math.min(end, from + long), from);
    start = from;
  }
  return text.slice(start, end).trim();
}

/** Where the theme's words stand in a span, found again by reading that answer once more. */
function anchorOffset(text: string, start: number, end: number, anchorKey: string, profile?: PosProfile): number {
  const f = extractTextFeatures(text, { profile });
  const colon = anchorKey.indexOf(':');
  const kind = anchorKey.slice(0, colon);
  const id = anchorKey.slice(colon + 1);
  const mentions =
    kind === 'work'
      ? f.work
      : kind === 'document'
        ? f.documents
        : kind === 'channel'
          ? f.channels
          : kind === 'place'
            ? f.places
            : [];
  const inside = (x: { start: number }) => x.start >= start && x.start < end;
  const concept = mentions.find((m) => m.id === id && inside(m));
  if (concept) return concept.start;
  if (kind === 'tool') return f.tools.find((t) => t.name === id && inside(t))?.start ?? start;
  const lemma = id.split(' ').pop();
  for (const phrase of f.nounPhrases) {
    const word = phrase.words.find((w) => w.lemma === lemma && inside(w));
    if (word) return word.start;
  }
  return start;
}

function wordStart(text: string, at: number): number {
  let i = Math.max(0, Math.floor(at));
  while (i > 0 && !/\s/.test(text[i - 1]!)) i--;
  return i;
}

function wordEnd(text: string, at: number, floor: number): number {
  let i = Math.floor(at);
  while (i > floor && i < text.length && !/\s/.test(text[i]!)) i--;
  return i > floor ? i : Math.floor(at);
}

function toQuote(text: string, c: QuoteCandidate, ref: ResponseRef): ReportQuote {
  return {
    text,
    responseId: ref.id,
    responseNumber: ref.n,
    questionId: c.questionId,
    source: c.source,
    language: c.language,
    gloss: null,
    glossNote: c.language === 'ur' ? OFFLINE_GLOSS_NOTE : null,
  };
}

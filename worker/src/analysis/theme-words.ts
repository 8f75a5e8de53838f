import { type ChatLanguage, MAX_KEYPHRASES } from '@seedline/shared';
import type { KeyRegistry } from './answer-digest';

/**
 * A theme in its respondents' own words: the noun phrase its responses share most (weighted by how much
 * of the phrase's use falls inside the theme), with the verb they share when enough of them use one
 * ("Sorting the shared customer inbox", "Reviewing contract clauses"); its top keyphrases. A name is in
 * one script: an English theme is named from English words, an Urdu theme from Urdu words.
 */
export type OwnWords = {
  /** The key the theme is identified by (its id), a noun or noun phrase of the respondents. */
  anchor: number;
  /** "Sorting the shared customer inbox" */
  name: string;
  /** The noun phrase, inside a sentence: "the shared customer inbox", "contract clauses". */
  subject: string;
  keyphrases: string[];
  /** How well the noun phrase stands for the theme: responses raising it × the share of its use inside. */
  score: number;
};

type Candidate = { key: number; kind: string; surface: string; count: number; score: number };

const VERB_SHARE = 0.4;
const PHRASE_SHARE = 0.4;

const LATIN = /^[\p{Script=Latin}\p{N}\s'’/-]+$/u;
const ARABIC = /^[\p{Script=Arabic}\p{N}\s]+$/u;

export function ownWords(
  size: number,
  counts: ReadonlyMap<number, number>,
  df: ReadonlyMap<number, number>,
  registry: KeyRegistry,
  language: ChatLanguage,
): OwnWords {
  const inScript = language === 'ur' ? ARABIC : LATIN;
  const candidates: Candidate[] = [];
  for (const [key, count] of counts) {
    const k = registry.key(key);
    const kind = k.slice(0, k.indexOf(':'));
    const surface = (registry.surface(key) || k.slice(k.indexOf(':') + 1)).trim();
    const precision = count / Math.max(count, df.get(key) ?? count);
    candidates.push({ key, kind, surface, count, score: count * precision });
  }
  const order = (a: Candidate, b: Candidate) =>
    b.score - a.score || b.count - a.count || registry.key(a.key).localeCompare(registry.key(b.key));
  const enough = Math.min(Math.max(2, Math.ceil(0.25 * size)), size);
  const nouns = candidates
    .filter((c) => ['term', 'phrase', 'np', 'where'].includes(c.kind) && c.count >= enough && inScript.test(c.surface))
    .map((c) => ({ ...c, raw: c.score, score: c.score * (1 + 0.2 * (c.surface.split(/\s+/).length - 1)) }))
    .sort(order);
  const anchorCandidates = candidates.filter((c) => c.kind === 'term' || c.kind === 'phrase').sort(order);
  // The best word, or a longer phrase around it that many of the same responses use ("glorp ledger").
  const top = nouns[0];
  const longer = top
    ? nouns.find(
        (c) =>
          c.kind !== 'term' &&
          c.surface.split(/\s+/).includes(top.surface.split(/\s+/).pop()!) &&
          c.count >= PHRASE_SHARE * top.count,
      )
    : undefined;
  const noun = longer ?? top ?? anchorCandidates.find((c) => inScript.test(c.surface)) ?? null;
  const anchor = anchorCandidates[0]?.key ?? noun?.key ?? [...counts.keys()][0]!;
  const phrase = noun?.surface ?? registry.surface(anchor);
  // A verb most of the theme share, used mostly inside it, and not the noun again ("slips" read as a verb).
  const nounLemmas = new Set(
    [...counts.keys()].flatMap((k) => {
      const key = registry.key(k);
      return /^(term|phrase|np):/.test(key) ? key.slice(key.indexOf(':') + 1).split(' ') : [];
    }),
  );
  const verb =
    language === 'en'
      ? candidates
          .filter(
            (c) =>
              c.kind === 'ving' &&
              c.count >= Math.max(2, VERB_SHARE * size) &&
              c.count >= 0.6 * (df.get(c.key) ?? c.count) &&
              !nounLemmas.has(registry.key(c.key).slice(5)) &&
              !nounLemmas.has(`${registry.key(c.key).slice(5)}s`) &&
              !nounLemmas.has(c.surface),
          )
          .sort(order)[0]
      : undefined;
  // "the glorp ledger", "the shared customer inbox"; plurals, acronyms and Urdu as they are.
  const subject = language === 'en' && !isPlural(phrase) && !/^[A-Z]{2,}/.test(phrase) ? `the ${phrase}` : phrase;
  const name = verb ? `${verb.surface} ${subject}` : phrase;
  return {
    anchor,
    name: upperFirst(name),
    subject,
    keyphrases: keyphrases(candidates, order),
    score: nouns[0]?.raw ?? 0,
  };
}

function keyphrases(candidates: readonly Candidate[], order: (a: Candidate, b: Candidate) => number): string[] {
  const ranked = candidates
    .filter(
      (c) =>
        c.count >= 2 && ['term', 'phrase', 'np', 'where', 'tool', 'verb'].includes(c.kind) && c.surface.length <= 80,
    )
    .sort(order);
  const out: string[] = [];
  for (const c of ranked) {
    if (out.length >= MAX_KEYPHRASES - 1) break;
    if (out.some((o) => o.includes(c.surface) || c.surface.includes(o))) continue;
    out.push(c.surface);
  }
  return out;
}

function isPlural(phrase: string): boolean {
  const last = phrase.split(/\s+/).pop() ?? '';
  return /[^s]s$/.test(last);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

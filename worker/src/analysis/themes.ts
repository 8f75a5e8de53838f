import { MAX_REPORT_THEMES, type ChatLanguage } from '@seedline/shared';
import { PAIN_KINDS, type PainKind } from './cue-lexicon';
import type { AnswerDigest, KeyRegistry } from './answer-digest';
import { clusterResponses, type ResponseCluster, type ResponseFeatures } from './theme-clusters';
import { EvidenceCollector, type KeyEvidence, type MemberEffort, type QuoteCandidate } from './theme-evidence';
import { ownWords, type OwnWords } from './theme-words';
import { conceptById, type Concept } from './workplace-lexicon';

/**
 * Themes from the answers themselves, in time near-linear in the number of answers:
 * 1. responses are grouped by what they talk about (theme-clusters.ts): no table decides what may be a
 *    theme;
 * 2. in each group, the sentences that raise the words the group shares stand for the theme: what is said
 *    around them (pains, wishes, tools, times, the best quotes) is gathered as for any key, and a response
 *    whose only such sentences say all is well leaves the theme;
 * 3. a group raised by enough responses is a theme. A lexicon concept that most of the group raise, and
 *    that is raised mostly inside it, lends its name and its opportunity patterns; otherwise the theme is
 *    named in the respondents' own words (theme-words.ts). Largest first.
 */
export type { MemberEffort } from './theme-evidence';

export type ThemeFinding = {
  id: string;
  anchor: number;
  anchorKey: string;
  /** The lexicon concept the theme is about, or null when it is named in the respondents' own words. */
  concept: Concept | null;
  /** The theme as a noun phrase in its respondents' words ("the shared customer inbox"). */
  surface: string;
  /** Its name when no concept names it: "Sorting the shared customer inbox", in one script. */
  own: OwnWords;
  /** The language of most of its responses, and how many joined from the other language over a bridge. */
  language: ChatLanguage;
  bridged: number;
  /** Indices of the responses in it, ascending. */
  members: number[];
  /** The answers that raise it: response index and question id, one entry per answer. */
  sources: Array<{ response: number; questionId: string }>;
  /** Members whose answers about the theme name each pain. */
  pains: Map<PainKind, number>;
  /** Members whose answers about the theme name each other key (channel, place, tool, document). */
  facets: Map<string, number>;
  /** Members that voice a pain or a wish about it, or state the time it takes. */
  signal: number;
  /** Members that give a number, a time, a frequency or a tool name about it. */
  concrete: number;
  /** The largest weekly effort each member states about it, for members that state one. */
  efforts: MemberEffort[];
  /** The most telling spans to quote, best first, one per response; and the best in each language. */
  quotes: QuoteCandidate[];
  bestByLanguage: KeyEvidence['bestByLanguage'];
};

const TOPIC_KEY = /^(term|phrase|work|document):/;
export const CONTEXT = { withTopic: 0, without: 0.35 };

export const THEME_RULES = {
  /** A theme needs this share of the responses, and at least three (two in a survey of under 30). */
  minShare: 0.02,
  minResponses: 3,
  smallSurvey: 30,
  /** A concept stands for a group when this share of the group raise it... */
  conceptCover: 0.7,
  /** ...and this share of the responses raising it are in the group. */
  conceptShare: 0.5,
};

export function minThemeSize(responseCount: number): number {
  const floor = responseCount < THEME_RULES.smallSurvey ? 2 : THEME_RULES.minResponses;
  return Math.max(floor, Math.ceil(responseCount * THEME_RULES.minShare));
}

export function findThemes(
  digests: ReadonlyArray<readonly AnswerDigest[]>,
  registry: KeyRegistry,
  concepts: EvidenceCollector,
): ThemeFinding[] {
  // Answers are grouped, not responses: one respondent may raise several themes, one per answer.
  const units = digests.flat();
  const unitResponse = digests.flatMap((answers, r) => answers.map(() => r));
  const responseKeys: ResponseFeatures[] = [];
  const features = digests.flatMap((answers) => {
    const own = answers.map(unitFeatures);
    const all = new Set(own.flatMap((f) => f.keys));
    responseKeys.push({ language: 'en', keys: [...all] });
    // An answer that names only tools, channels or places ("Sage, Outlook") is read with the rest of
    // the response; one with words of its own stands alone, as respondents raise several themes.
    const topicalAnswers = own.map((f) => f.keys.some((k) => TOPIC_KEY.test(registry.key(k))));
    return own.map((f, a): ResponseFeatures => {
      // An answer that names only a channel or a place ("the inbox", "emails") is about that channel when
      // none of the respondent's other answers has a topic to read it through: it leads on its own words.
      const topical = topicalAnswers[a]! || !topicalAnswers.some((t, b) => t && b !== a);
      const weight = topical ? CONTEXT.withTopic : CONTEXT.without;
      if (weight === 0) return f;
      return { ...f, context: [...all].filter((k) => !f.keys.includes(k)), contextWeight: weight, follows: !topical };
    });
  });
  const minSize = minThemeSize(digests.length);
  // Names are read per response: how many of a group's respondents raise a word, anywhere in their answers.
  const df = documentFrequency(responseKeys);
  const clusters = clusterResponses(features, registry, minSize)
    .map((cluster) => ({ cluster, responses: [...new Set(cluster.members.map((u) => unitResponse[u]!))] }))
    .filter((c) => c.responses.length >= minSize);

  // 2. A group that a lexicon concept covers takes the concept's responses (gathered while reading);
  //    any other group marks the sentences raising its shared words with its own key, gathered now.
  const named = clusters.map(({ cluster, responses }) => {
    const counts = keyCounts(responses, responseKeys);
    const own = ownWords(responses.length, counts, df, registry, cluster.language);
    const concept = namingConcept(responses.length, counts, df, registry);
    return concept && concept.score >= own.score ? concept : null;
  });
  const groupKeys = clusters.map(({ cluster }, c) => {
    if (named[c]) return named[c]!.key;
    const shared = sharedKeys(cluster, features, registry);
    const key = registry.id(`theme:${c}`);
    for (const u of cluster.members) {
      for (const s of units[u]!.sentences) if (s.keys.some((k) => shared.has(k))) s.keys.push(key);
    }
    return key;
  });
  const wanted = new Set(groupKeys.filter((_, c) => !named[c]));
  const evidence = new EvidenceCollector(registry, (key) => wanted.has(key));
  digests.forEach((answers, r) => evidence.addResponse(r, answers));

  const themes: ThemeFinding[] = [];
  const used = new Set<number>();
  clusters.forEach(({ cluster }, c) => {
    const key = groupKeys[c]!;
    if (used.has(key)) return;
    used.add(key);
    const e = named[c] ? concepts.of(key) : evidence.of(key);
    if (e.responses.length < minSize) return;
    const counts = keyCounts(e.responses, responseKeys);
    const theme = describe(cluster, e, counts, df, registry, named[c]?.concept ?? null, key);
    theme.sources = sourcesOf(key, e.responses, digests);
    while (themes.some((t) => t.id === theme.id)) theme.id = `${theme.id}-${themes.length + 1}`;
    themes.push(theme);
  });
  return (
    themes
      .sort((a, b) => b.members.length - a.members.length || b.signal - a.signal || a.id.localeCompare(b.id))
      // No cap below the contract's: a theme of the minimum size is never dropped for want of room.
      .slice(0, MAX_REPORT_THEMES)
  );
}

/** The keys an answer raises outside reassuring sentences, and its language. */
function unitFeatures(answer: AnswerDigest): ResponseFeatures {
  const keys = new Set<number>();
  for (const s of answer.sentences) if (!s.reassuring) for (const k of s.keys) keys.add(k);
  return { language: answer.language, keys: [...keys] };
}

/** The keys at least two of a group's responses raise (all of them in a group of two). */
function sharedKeys(
  cluster: ResponseCluster,
  features: readonly ResponseFeatures[],
  registry: KeyRegistry,
): Set<number> {
  const counts = keyCounts(cluster.members, features);
  const shared = new Set<number>();
  for (const [k, n] of counts) if (n >= 2 && !registry.key(k).startsWith('np:')) shared.add(k);
  return shared;
}

function keyCounts(members: readonly number[], features: readonly ResponseFeatures[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const r of members) for (const k of features[r]!.keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

function documentFrequency(features: readonly ResponseFeatures[]): Map<number, number> {
  return keyCounts(
    features.map((_, i) => i),
    features,
  );
}

function describe(
  cluster: ResponseCluster,
  e: KeyEvidence,
  counts: Map<number, number>,
  df: Map<number, number>,
  registry: KeyRegistry,
  concept: Concept | null,
  key: number,
): ThemeFinding {
  const members = e.responses;
  const pains = new Map<PainKind, number>();
  PAIN_KINDS.forEach((pain, i) => {
    if (e.pains[i]! > 0) pains.set(pain, e.pains[i]!);
  });
  const facets = new Map<string, number>();
  for (const [k, count] of e.facets) {
    const facet = registry.key(k);
    if (/^(channel|place|tool|document|work):/.test(facet)) facets.set(facet, count);
  }
  const own = ownWords(members.length, counts, df, registry, cluster.language);
  const anchor = concept ? key : own.anchor;
  const anchorKey = registry.key(anchor);
  const [kind, id] = [anchorKey.slice(0, anchorKey.indexOf(':')), anchorKey.slice(anchorKey.indexOf(':') + 1)];
  return {
    id: `theme-${kind}-${slug(id)}`,
    anchor,
    anchorKey,
    concept,
    surface: own.subject,
    own,
    language: cluster.language,
    bridged: cluster.bridged,
    members,
    sources: [],
    pains,
    facets,
    signal: e.signal,
    concrete: e.concrete,
    efforts: e.efforts,
    quotes: e.quotes,
    bestByLanguage: e.bestByLanguage,
  };
}

/** The answers of the theme's responses that raise its key outside reassuring sentences. */
function sourcesOf(
  key: number,
  members: readonly number[],
  digests: ReadonlyArray<readonly AnswerDigest[]>,
): ThemeFinding['sources'] {
  return members.flatMap((response) =>
    digests[response]!.filter((a) => a.sentences.some((s) => !s.reassuring && s.keys.includes(key))).map((a) => ({
      response,
      questionId: a.questionId,
    })),
  );
}

/** A kind of work or document most of the theme raise, and raised mostly inside it. */
function namingConcept(
  size: number,
  counts: Map<number, number>,
  df: Map<number, number>,
  registry: KeyRegistry,
): { key: number; concept: Concept; score: number } | null {
  let best: { key: number; concept: Concept; count: number; score: number } | null = null;
  for (const [k, count] of counts) {
    const key = registry.key(k);
    if (!/^(work|document):/.test(key)) continue;
    const concept = conceptById(key.slice(key.indexOf(':') + 1));
    if (!concept || concept.generic) continue;
    if (count < THEME_RULES.conceptCover * size || count < THEME_RULES.conceptShare * (df.get(k) ?? count)) continue;
    const score = (count * count) / (df.get(k) ?? count);
    if (!best || count > best.count || (count === best.count && key < registry.key(best.key)))
      best = { key: k, concept, count, score };
  }
  return best;
}

function slug(text: string): string {
  const ascii = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  // Urdu words have no ASCII letters: a short stable number stands in for them.
  return ascii.length > 0 ? ascii : `u${[...text].reduce((h, c) => (Math.imul(h, 31) + c.codePointAt(0)!) >>> 0, 7)}`;
}

import { PAIN_KINDS, type PainKind } from './cue-lexicon';
import type { KeyRegistry } from './answer-digest';
import type { EvidenceCollector, KeyEvidence, MemberEffort, QuoteCandidate } from './theme-evidence';
import { conceptById, type Concept } from './workplace-lexicon';

/**
 * Themes by shared keys, in time linear in the number of answers (no pairwise comparison of answers):
 * 1. the evidence collector has counted, for every key, the responses that raise it (a reassuring
 *    sentence raises nothing) and what they say around it (see theme-evidence.ts);
 * 2. keys raised by enough responses become theme anchors, the specific before the general: kinds of
 *    work and documents, then the respondents' own noun phrases, then channels, places and tools. A key
 *    is skipped when most of its responses belong to themes it goes with more often than chance (its
 *    lift): "supplier" inside the invoices theme, "email" inside approvals. It describes them instead.
 *    So is a key that fewer than a quarter of its responses voice a pain or a wish about, or state the
 *    time it takes;
 * 3. a theme counts the responses that raise its anchor. Largest first.
 */
export type { MemberEffort } from './theme-evidence';

export type ThemeFinding = {
  id: string;
  anchor: number;
  anchorKey: string;
  /** The lexicon concept the anchor stands for, or null for the respondents' own words. */
  concept: Concept | null;
  /** How the respondents wrote the anchor when it is their own word. */
  surface: string;
  /** Indices of the responses that raise it, ascending. */
  members: number[];
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

export const THEME_RULES = {
  maxThemes: 8,
  /** A theme needs this share of the responses, and at least three (two in a survey of under 30). */
  minShare: 0.02,
  minResponses: 3,
  smallSurvey: 30,
  /** A key is skipped when this share of its responses is in themes it goes with at this lift or more. */
  explainedSkip: 0.6,
  explainingLift: 1.25,
  /** Anchors taken before the cut to maxThemes. */
  maxAnchors: 16,
  minSignalShare: 0.25,
};

export function findThemes(evidence: EvidenceCollector, registry: KeyRegistry, responseCount: number): ThemeFinding[] {
  const counts = evidence.counts(registry.size);
  const floor = responseCount < THEME_RULES.smallSurvey ? 2 : THEME_RULES.minResponses;
  const minSupport = Math.max(floor, Math.ceil(responseCount * THEME_RULES.minShare));
  const candidates: number[] = [];
  for (let key = 0; key < counts.length; key++) {
    if (counts[key]! >= minSupport && tier(registry.key(key)) < 3) candidates.push(key);
  }
  candidates.sort(
    (a, b) =>
      tier(registry.key(a)) - tier(registry.key(b)) ||
      counts[b]! - counts[a]! ||
      registry.key(a).localeCompare(registry.key(b)),
  );

  // themesOf[r]: bit t is set when response r belongs to the t-th anchor taken.
  const themesOf = new Uint32Array(responseCount);
  const anchors: number[] = [];
  const themes: ThemeFinding[] = [];
  for (const key of candidates) {
    if (anchors.length >= THEME_RULES.maxAnchors) break;
    const e = evidence.of(key);
    if (e.signal < THEME_RULES.minSignalShare * e.responses.length) continue;
    if (explained(e.responses, anchors, counts, themesOf)) continue;
    const theme = describe(key, e, registry);
    // Two keys may slug alike ("AS/400" and "as 400"): ids stay unique.
    while (themes.some((t) => t.id === theme.id)) theme.id = `${theme.id}-${themes.length + 1}`;
    const bit = 1 << anchors.length;
    anchors.push(key);
    themes.push(theme);
    for (const r of e.responses) themesOf[r]! |= bit;
  }

  return themes
    .sort((a, b) => b.members.length - a.members.length || b.signal - a.signal || a.id.localeCompare(b.id))
    .slice(0, THEME_RULES.maxThemes);
}

/** Whether most of these responses sit in themes taken that this key goes with more often than chance. */
function explained(
  members: readonly number[],
  anchors: readonly number[],
  counts: readonly number[],
  themesOf: Uint32Array,
): boolean {
  if (anchors.length === 0) return false;
  const together = new Array<number>(anchors.length).fill(0);
  for (const r of members) for (let t = 0; t < anchors.length; t++) if (themesOf[r]! & (1 << t)) together[t]!++;
  let explaining = 0;
  for (let t = 0; t < anchors.length; t++) {
    const lift = together[t]! / members.length / (counts[anchors[t]!]! / themesOf.length);
    if (lift >= THEME_RULES.explainingLift) explaining |= 1 << t;
  }
  const inside = members.reduce((n, r) => n + ((themesOf[r]! & explaining) !== 0 ? 1 : 0), 0);
  return inside >= THEME_RULES.explainedSkip * members.length;
}

/** 0: work and documents, 1: the respondents' own words, 2: channels, places, tools, "documents"; 3: never. */
function tier(key: string): number {
  const [kind, id] = splitKey(key);
  if (kind === 'work' || kind === 'document') return conceptById(id)?.generic ? 2 : 0;
  if (kind === 'term' || kind === 'phrase') return 1;
  if (kind === 'channel' || kind === 'place' || kind === 'tool') return 2;
  return 3;
}

function splitKey(key: string): [string, string] {
  const colon = key.indexOf(':');
  return [key.slice(0, colon), key.slice(colon + 1)];
}

function describe(anchor: number, e: KeyEvidence, registry: KeyRegistry): ThemeFinding {
  const anchorKey = registry.key(anchor);
  const [kind, id] = splitKey(anchorKey);
  const pains = new Map<PainKind, number>();
  PAIN_KINDS.forEach((pain, i) => {
    if (e.pains[i]! > 0) pains.set(pain, e.pains[i]!);
  });
  const facets = new Map<string, number>();
  for (const [k, count] of e.facets) {
    const key = registry.key(k);
    if (/^(channel|place|tool|document|work):/.test(key)) facets.set(key, count);
  }
  const concept = kind === 'term' || kind === 'phrase' || kind === 'tool' ? null : (conceptById(id) ?? null);
  return {
    id: `theme-${kind}-${slug(id)}`,
    anchor,
    anchorKey,
    concept,
    surface: registry.surface(anchor) || id,
    members: e.responses,
    pains,
    facets,
    signal: e.signal,
    concrete: e.concrete,
    efforts: e.efforts,
    quotes: e.quotes,
    bestByLanguage: e.bestByLanguage,
  };
}

function slug(text: string): string {
  const ascii = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  // Urdu words have no ASCII letters: a short stable number stands in for them.
  return ascii.length > 0 ? ascii : `u${[...text].reduce((h, c) => (Math.imul(h, 31) + c.codePointAt(0)!) >>> 0, 7)}`;
}

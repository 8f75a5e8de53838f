import type { ChatLanguage } from '@seedline/shared';
import type { KeyRegistry } from './answer-digest';
import { averageLinkage, cosine, normalise, type SparseVector } from './clustering';
import { MIN_SOUND_KEY, englishSoundKey, urduSoundKey } from './loanwords';
import { spreadSample } from './spread-sample';

/**
 * Groups of responses that talk about the same thing, found from the answers themselves (no table
 * decides what a theme may be):
 * 1. each response is the set of keys its answers raise outside reassuring sentences: the respondents'
 *    own nouns, noun phrases and verbs, and the lexicon concepts and tools, weighted by TF-IDF within its
 *    language (keys in one response only, or in most of them, say nothing about a theme);
 * 2. each language is clustered on its own: average-linkage agglomerative clustering on cosine
 *    similarity, stopped when no two groups are alike enough. Beyond `sample` responses a spread sample
 *    (spread-sample.ts: no order or period in the responses biases it) is clustered and every response joins the centroid it is most like, if alike enough: time
 *    stays linear in the number of responses;
 * 3. an Urdu group (or an Urdu response left alone) joins an English group only through a bilingual
 *    bridge: the concepts of the curated workplace glossary (its Urdu words name the same concept as the
 *    English ones), a tool, or a word written in Latin script in both.
 */
export type ResponseFeatures = {
  language: ChatLanguage;
  keys: readonly number[];
  /** Keys the same respondent raises in other answers: a lighter context ("Sage, Outlook" after invoices). */
  context?: readonly number[];
  contextWeight?: number;
  /** Read through its context only: it joins groups afterwards but does not shape them. */
  follows?: boolean;
};

export type ResponseCluster = { members: number[]; language: ChatLanguage; bridged: number };

export const CLUSTER_RULES = {
  sample: 400,
  /** Stop merging when the closest two groups are less alike than this (mean cosine). */
  stopAt: 0.1,
  /** A response outside the clustered sample joins a centroid this alike or more. */
  assignAt: 0.15,
  /** An Urdu response joins an English group when the group's signature keys it raises weigh this much. */
  bridgeAt: 0.4,
  /** Keys raised by more than this share of a language's responses are not used (with 20 or more). */
  maxDfShare: 0.4,
  /** The weight of the respondent's other answers in an answer's vector. */
  context: 0.35,
  /** A group's member raises at least one key this share of the group raise. */
  coreShare: 0.3,
  /** A key weighs in a centroid from this weight (of its unit length). */
  centroidKey: 0.1,
  /** Two groups whose summed vectors are this alike (cosine) say the same thing: they join. */
  joinAt: 0.2,
};

const SIGNATURE_SHARE = 0.3;

const KIND_WEIGHT: Record<string, number> = {
  term: 1,
  phrase: 1,
  tool: 1,
  work: 1,
  document: 1,
  verb: 0.6,
  where: 0.5,
  channel: 0.25,
  place: 0.25,
};

export function clusterResponses(
  features: readonly ResponseFeatures[],
  registry: KeyRegistry,
  minSize: number,
): ResponseCluster[] {
  const weightOf = kindWeights(registry);
  const inLanguage = { en: [] as number[], ur: [] as number[] };
  features.forEach((f, i) => inLanguage[f.language].push(i));
  const byLanguage = (language: ChatLanguage): readonly number[] => inLanguage[language];
  const english = groupsOf(registry, byLanguage('en'), features, weightOf, minSize);
  const urdu = groupsOf(registry, byLanguage('ur'), features, weightOf, minSize);

  // 3. Bridges: an English group's signature is the bridge keys many of its responses raise and that are
  //    raised mostly inside it; an Urdu response bridges to the group whose signature it hits most.
  const bridge = bridgeKeys(features, registry);
  const englishUses = new Map<number, number>();
  for (const r of byLanguage('en')) for (const k of bridge(r)) englishUses.set(k, (englishUses.get(k) ?? 0) + 1);
  const signatures = english.map((g) => signature(g.members, englishUses, bridge));
  const joined = english.map((g): ResponseCluster => ({ members: [...g.members], language: 'en', bridged: 0 }));
  const join = (keys: readonly number[]): number => {
    let best = -1;
    let bestScore = CLUSTER_RULES.bridgeAt - 1e-9;
    signatures.forEach((sig, i) => {
      let score = 0;
      for (const k of keys) score += sig.get(k) ?? 0;
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    return best;
  };
  // A group joins when most of its members bridge to the same English group; otherwise each member
  // that bridges joins alone, and the rest stay an Urdu group.
  const alone: ResponseCluster[] = [];
  const place = (r: number, target: number) => {
    joined[target]!.members.push(r);
    joined[target]!.bridged++;
  };
  for (const group of urdu) {
    const targets = group.members.map((r) => join(bridge(r)));
    const votes = new Map<number, number>();
    for (const t of targets) if (t >= 0) votes.set(t, (votes.get(t) ?? 0) + 1);
    const [top, n] = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [-1, 0];
    if (top >= 0 && n * 2 >= group.members.length) {
      for (const r of group.members) place(r, top);
      continue;
    }
    const rest = group.members.filter((r, i) => (targets[i]! >= 0 ? (place(r, targets[i]!), false) : true));
    alone.push({ members: rest, language: 'ur', bridged: 0 });
  }
  const grouped = new Set(urdu.flatMap((g) => g.members));
  for (const r of byLanguage('ur')) {
    if (grouped.has(r)) continue;
    const target = join(bridge(r));
    if (target >= 0) place(r, target);
  }
  return [...joined, ...alone].map((c) => ({ ...c, members: c.members.sort((a, b) => a - b) }));
}

type Group = { members: number[] };

/** Steps 1 and 2 for the responses of one language. */
function groupsOf(
  registry: KeyRegistry,
  indices: readonly number[],
  features: readonly ResponseFeatures[],
  weightOf: (key: number) => number,
  minSize: number,
): Group[] {
  if (indices.length < 2) return [];
  // A word read as a verb ("Refunds for returned items", "I record it") counts as the noun another
  // answer uses, or its "-ing" form: one word, one key.
  const asNoun = nounOf(registry);
  const none: readonly number[] = [];
  // A new list only for an answer with such a verb: the others keep theirs (no memory per answer).
  const keysOf = (keys: readonly number[] | undefined): readonly number[] =>
    !keys ? none : keys.every((k) => asNoun(k) === k) ? keys : [...new Set(keys.map(asNoun))];
  const remapped = new Map<number, readonly number[]>();
  const remappedContext = new Map<number, readonly number[]>();
  for (const r of indices) {
    const [k, c] = [keysOf(features[r]!.keys), keysOf(features[r]!.context)];
    if (k !== features[r]!.keys) remapped.set(r, k);
    if (c !== none && c !== features[r]!.context) remappedContext.set(r, c);
  }
  const own = (r: number) => remapped.get(r) ?? features[r]!.keys;
  const contextOf = (r: number) => remappedContext.get(r) ?? features[r]!.context ?? none;
  const df = new Map<number, number>();
  for (const r of indices) for (const k of own(r)) if (weightOf(k) > 0) df.set(k, (df.get(k) ?? 0) + 1);
  const n = indices.length;
  const cap = n >= 20 ? CLUSTER_RULES.maxDfShare * n : n;
  const vector = (r: number): Map<number, number> => {
    const v = new Map<number, number>();
    const add = (k: number, factor: number) => {
      const d = df.get(k) ?? 0;
      if (factor > 0 && d >= 2 && d <= cap && !v.has(k)) v.set(k, factor * weightOf(k) * Math.log(1 + n / d));
    };
    for (const k of own(r)) add(k, 1);
    for (const k of contextOf(r)) add(k, features[r]!.contextWeight ?? CLUSTER_RULES.context);
    return normalise(v);
  };
  const leaders = indices.filter((r) => !features[r]!.follows);
  const sample = spreadSample(leaders, CLUSTER_RULES.sample);
  const vectors = sample.map(vector);
  const scaledMin = Math.max(2, Math.floor((minSize * sample.length) / Math.max(1, leaders.length)));
  const clusters = averageLinkage(vectors, CLUSTER_RULES.stopAt)
    .filter((c) => c.length >= scaledMin)
    .map((c) => cohesive(c.map((i) => vectors[i]!)).map((i) => sample[c[i]!]!))
    .filter((c) => c.length >= scaledMin);
  // Every response not in a group (beyond the sample, or left alone in it) joins the centroid it is most
  // like, when alike enough.
  const centroids = clusters.map((c) => centroid(c.map(vector)));
  const groups: Group[] = clusters.map((members) => ({ members: [...members] }));
  const inGroup = new Set(clusters.flat());
  for (const r of indices) {
    if (inGroup.has(r)) continue;
    const v = vector(r);
    let best = -1;
    let bestSim = CLUSTER_RULES.assignAt;
    centroids.forEach((c, i) => {
      const s = cosine(v, c);
      // One word in common is chance ("shift" in a remark about the canteen): it takes two.
      if (s >= bestSim && shared(v, c) >= 2) [best, bestSim] = [i, s];
    });
    if (best >= 0) groups[best]!.members.push(r);
  }
  return joinAlike(groups, vector);
}

/**
 * Groups that say the same thing in different words join: average linkage keeps apart two groups whose
 * members share few words one to one ("recovery visits", "collection rounds"), while the words the
 * groups raise as a whole overlap ("instalments", "overdue clients"). Two groups join, most alike first,
 * while the cosine of their summed vectors is JOIN_AT or more.
 */
function joinAlike(groups: Group[], vector: (r: number) => Map<number, number>): Group[] {
  const sums = groups.map((g) => {
    const sum = new Map<number, number>();
    for (const r of g.members) for (const [k, x] of vector(r)) sum.set(k, (sum.get(k) ?? 0) + x);
    return sum;
  });
  const alive = groups.map(() => true);
  const unit = (v: Map<number, number>) => normalise(new Map(v));
  for (;;) {
    let best: [number, number, number] | null = null;
    for (let a = 0; a < groups.length; a++) {
      if (!alive[a]) continue;
      const ua = unit(sums[a]!);
      for (let b = a + 1; b < groups.length; b++) {
        if (!alive[b]) continue;
        const sim = cosine(ua, unit(sums[b]!));
        if (sim >= CLUSTER_RULES.joinAt && (!best || sim > best[2])) best = [a, b, sim];
      }
    }
    if (!best) break;
    const [a, b] = best;
    groups[a]!.members.push(...groups[b]!.members);
    for (const [k, x] of sums[b]!) sums[a]!.set(k, (sums[a]!.get(k) ?? 0) + x);
    alive[b] = false;
  }
  return groups.filter((_, i) => alive[i]);
}

/**
 * The members of a group that raise one of its core keys (keys a third of the group raise, two members at
 * least), as indices into `vectors`. Average linkage lets an answer with one stray word in common ("good",
 * "load") into a large group; an answer sharing none of what the group is about is there by chance.
 */
function cohesive(vectors: readonly SparseVector[]): number[] {
  const counts = new Map<number, number>();
  for (const v of vectors) for (const k of v.keys()) counts.set(k, (counts.get(k) ?? 0) + 1);
  const need = Math.max(2, CLUSTER_RULES.coreShare * vectors.length);
  const core = (k: number) => (counts.get(k) ?? 0) >= need;
  return vectors.flatMap((v, i) => ([...v.keys()].some(core) ? [i] : []));
}

/** Keys of a response that weigh in a centroid (a tenth of its length or more). */
function shared(a: SparseVector, centroid: SparseVector): number {
  let n = 0;
  for (const k of a.keys()) if ((centroid.get(k) ?? 0) >= CLUSTER_RULES.centroidKey) n++;
  return n;
}

function centroid(vectors: readonly SparseVector[]): Map<number, number> {
  const sum = new Map<number, number>();
  for (const v of vectors) for (const [k, x] of v) sum.set(k, (sum.get(k) ?? 0) + x);
  return normalise(sum);
}

function nounOf(registry: KeyRegistry): (key: number) => number {
  const cache = new Map<number, number>();
  return (key) => {
    let n = cache.get(key);
    if (n === undefined) {
      const k = registry.key(key);
      n = key;
      if (k.startsWith('verb:')) {
        // The noun itself, or its "-ing" form ("I record it late" and "time recording").
        const v = k.slice(5);
        for (const noun of [v, `${v}ing`, `${v.replace(/e$/, '')}ing`, `${v}${v.slice(-1)}ing`]) {
          const found = registry.find(`term:${noun}`);
          if (found !== undefined) {
            n = found;
            break;
          }
        }
      }
      cache.set(key, n);
    }
    return n;
  };
}

function kindWeights(registry: KeyRegistry): (key: number) => number {
  const cache = new Map<number, number>();
  return (key) => {
    let w = cache.get(key);
    if (w === undefined) {
      const k = registry.key(key);
      w = KIND_WEIGHT[k.slice(0, k.indexOf(':'))] ?? 0;
      if (k === 'document:document') w = 0.5;
      cache.set(key, w);
    }
    return w;
  };
}

/**
 * The keys two languages can share, per response: lexicon concepts, tools, words written in Latin script,
 * and the English word an Urdu-script loanword sounds like (loanwords.ts: "کمپیوٹر" and "computer").
 */
function bridgeKeys(features: readonly ResponseFeatures[], registry: KeyRegistry): (r: number) => number[] {
  const isBridge = (key: number) => {
    const k = registry.key(key);
    return (
      /^(work|document|tool):/.test(k) ||
      (/^(term|phrase|where):/.test(k) && /^[a-z0-9 '-]+$/.test(k.slice(k.indexOf(':') + 1)))
    );
  };
  const memo: Array<number[] | undefined> = [];
  const sound = loanwordBridge(registry);
  // A tool is a word in Latin script like any other here: "POD" read as a tool in one answer, a term in another.
  const canonical = (key: number) => {
    const k = registry.key(key);
    if (k.startsWith('tool:')) return registry.id(`term:${k.slice(5).toLowerCase()}`);
    // So is a channel or place word of the respondents' own ("where:inbox"), and a glossary word for it.
    return k.startsWith('where:') ? registry.id(`term:${k.slice(6)}`) : key;
  };
  return (r) => (memo[r] ??= keysOf(r));
  function keysOf(r: number): number[] {
    const out = new Set<number>();
    for (const k of [...features[r]!.keys, ...(features[r]!.context ?? [])]) {
      if (isBridge(k)) out.add(canonical(k));
      else if (features[r]!.language === 'ur') {
        const english = sound(k);
        if (english !== undefined) out.add(english);
      }
    }
    return [...out];
  }
}

/**
 * The English term an Urdu term or pair sounds like, among the English terms read so far (built once, when
 * first asked, after every answer is read); undefined when none does, or more than one.
 */
function loanwordBridge(registry: KeyRegistry): (key: number) => number | undefined {
  let english: Map<string, number | null> | null = null;
  const memo = new Map<number, number | undefined>();
  const index = () => {
    const byKey = new Map<string, number | null>();
    for (let id = 0; id < registry.size; id++) {
      const k = registry.key(id);
      if (!k.startsWith('term:') || !/^[a-z][a-z'-]+$/.test(k.slice(5))) continue;
      const sound = englishSoundKey(k.slice(5));
      if (sound.length < MIN_SOUND_KEY) continue;
      const seen = byKey.get(sound);
      byKey.set(sound, seen === undefined || seen === id ? id : null);
    }
    return byKey;
  };
  return (key) => {
    if (memo.has(key)) return memo.get(key);
    const k = registry.key(key);
    let found: number | undefined;
    if (/^(term|where|phrase):/.test(k) && /[\u0600-\u06FF]/.test(k)) {
      const sound = urduSoundKey(k.slice(k.indexOf(':') + 1));
      english ??= index();
      if (sound.length >= MIN_SOUND_KEY) found = english.get(sound) ?? undefined;
    }
    memo.set(key, found);
    return found;
  };
}

/** Bridge keys raised by a third of a group (two at least), at least half of their English uses inside it; weighted by that share. */
function signature(
  members: readonly number[],
  all: ReadonlyMap<number, number>,
  bridge: (r: number) => number[],
): Map<number, number> {
  const inside = new Map<number, number>();
  for (const r of members) for (const k of bridge(r)) inside.set(k, (inside.get(k) ?? 0) + 1);
  const sig = new Map<number, number>();
  for (const [k, n] of inside) {
    const precision = n / all.get(k)!;
    if (n >= Math.max(2, SIGNATURE_SHARE * members.length) && precision >= 0.5)
      sig.set(k, precision * (n / members.length));
  }
  return sig;
}

import type { AnswerDigest, KeyRegistry } from './answer-digest';

/**
 * Respondents write a thing both ways: "POD" and "proof of delivery", "TTO" and "to take out". An
 * acronym several responses use (two to five capitals) is looked for, spelt out word by word, in the
 * other English answers; a sentence that spells it out raises the acronym's term as well. One pass over
 * the answers per acronym, for the few most used: linear in the answers.
 */
const MAX_ACRONYMS = 8;
const ACRONYM = /\b([A-Z]{2,5})s?\b/g;

export function joinAcronyms(digests: ReadonlyArray<readonly AnswerDigest[]>, registry: KeyRegistry): void {
  const used = new Map<string, number>();
  digests.forEach((answers) => {
    const seen = new Set<string>();
    for (const a of answers) {
      if (a.language !== 'en') continue;
      for (const m of a.text.matchAll(ACRONYM)) seen.add(m[1]!);
    }
    for (const x of seen) used.set(x, (used.get(x) ?? 0) + 1);
  });
  const acronyms = [...used]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_ACRONYMS)
    .map(([x]) => x);
  for (const acronym of acronyms) {
    const key = registry.id(`term:${acronym.toLowerCase()}`, acronym);
    const spelt = new RegExp(`\\b${[...acronym.toLowerCase()].map((c) => `${c}[a-z]{0,20}`).join(' {1,3}')}\\b`, 'i');
    for (const answers of digests) {
      for (const a of answers) {
        if (a.language !== 'en') continue;
        const m = spelt.exec(a.text);
        if (!m) continue;
        const s = a.sentences.find((x) => x.start <= m.index && m.index < x.end);
        if (s && !s.keys.includes(key)) s.keys.push(key);
      }
    }
  }
}

/** Inflected English forms for the phrase tables; wink's lemma covers most, typos and hyphens need these. */

export function plural(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Each phrase and its plural (the last word pluralised). */
export function nouns(...phrases: string[]): string[] {
  return phrases.flatMap((p) => {
    const words = p.split(' ');
    const last = words.pop()!;
    const marker = last.endsWith('#n') ? '#n' : '';
    const bare = last.replace(/#n$/, '');
    return [p, [...words, `${plural(bare)}${marker}`].join(' ')];
  });
}

/** A regular verb's forms: base, -s, -ed, -ing ("chase" -> chase, chases, chased, chasing). */
export function verbs(...bases: string[]): string[] {
  return bases.flatMap((base) => {
    const [verb, ...rest] = base.split(' ');
    const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
    const v = verb!;
    let s: string, ed: string, ing: string;
    if (v.endsWith('e')) {
      s = `${v}s`;
      ed = `${v}d`;
      ing = `${v.slice(0, -1)}ing`;
    } else if (/[^aeiou]y$/.test(v)) {
      s = `${v.slice(0, -1)}ies`;
      ed = `${v.slice(0, -1)}ied`;
      ing = `${v}ing`;
    } else {
      s = /(s|x|z|ch|sh)$/.test(v) ? `${v}es` : `${v}s`;
      ed = `${v}ed`;
      ing = `${v}ing`;
    }
    return [v, s, ed, ing].map((form) => `${form}${tail}`);
  });
}

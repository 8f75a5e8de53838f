// A number with its unit, the unit's first word agreeing with the number: "1 hour per week",
// "12 hours per week", "1 kg". Pure. Only lowercase English words of three letters or more change;
// abbreviations (kg, PKR, %) and units in other scripts are kept as the admin wrote them.

const IRREGULAR: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
};
const IRREGULAR_SINGULAR = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));
/** Words that end in s in the singular, or that do not change. */
const KEEP = new Set(['hours', 'series', 'species', 'news', 'staff', 'sheep', 'fish', 'less', 'plus', 'bus', 'gas']);
const WORD = /^[a-z]{3,}$/;

/** "hours" → "hour", "cities" → "city", "boxes" → "box"; anything else unchanged. */
export const singular = (word: string): string => {
  if (!WORD.test(word)) return word;
  if (IRREGULAR_SINGULAR[word]) return IRREGULAR_SINGULAR[word];
  if (word === 'series' || word === 'species' || word === 'news') return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
};

/** "hour" → "hours", "city" → "cities", "box" → "boxes"; a word already plural is unchanged. */
export const plural = (word: string): string => {
  if (!WORD.test(word) || KEEP.has(word)) return word;
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (Object.values(IRREGULAR).includes(word) || /[^su]s$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(ch|sh|x|z|ss)$/.test(word)) return `${word}es`;
  return `${word}s`;
};

/** The unit with its first word in the number's form: singular for exactly 1 (or -1), plural otherwise. */
export const unitFor = (value: number, unit: string): string => {
  const trimmed = unit.trim();
  const space = trimmed.search(/\s/);
  const first = space < 0 ? trimmed : trimmed.slice(0, space);
  const rest = space < 0 ? '' : trimmed.slice(space);
  return `${Math.abs(value) === 1 ? singular(first) : plural(first)}${rest}`;
};

/** "1 hour per week", "2.5 hours per week", "3 kg"; the bare number without a unit. */
export const quantityWithUnit = (value: number, unit: string | null | undefined): string =>
  unit && unit.trim() !== '' ? `${value} ${unitFor(value, unit)}` : String(value);

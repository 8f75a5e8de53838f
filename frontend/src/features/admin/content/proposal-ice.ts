// The ICE table of a proposal: a row's score is the mean of its Impact, Confidence and Ease (1..10), to
// one decimal, as the report scores it (worker/README "ICE score", `iceScore` in the worker's contract),
// and the rows rank by that score, highest first.

type IceColumns = { impact: number; confidence: number; ease: number; ice: number };

/** Where the parts and the score sit, or null when the table is not an ICE table. */
export const iceColumns = (columns: readonly string[]): IceColumns | null => {
  const at = (name: string) => columns.findIndex((column) => column.trim().toLowerCase() === name);
  const found = { impact: at('impact'), confidence: at('confidence'), ease: at('ease'), ice: at('ice') };
  return Object.values(found).every((i) => i >= 0) ? found : null;
};

export const iceScore = (impact: number, confidence: number, ease: number): number =>
  Math.round(((impact + confidence + ease) / 3) * 10) / 10;

const part = (cell: string | undefined): number | null => {
  const value = Number((cell ?? '').trim());
  return (cell ?? '').trim() !== '' && Number.isFinite(value) && value >= 1 && value <= 10 ? value : null;
};

/** Is column `c` one of the three parts the score is made of? */
export const isIcePart = (columns: readonly string[], c: number): boolean => {
  const at = iceColumns(columns);
  return at !== null && [at.impact, at.confidence, at.ease].includes(c);
};

/** The row with its ICE cell recomputed; unchanged while a part is not a number from 1 to 10. */
export const withIceScore = (columns: readonly string[], row: readonly string[]): string[] => {
  const at = iceColumns(columns);
  const next = [...row];
  if (!at) return next;
  const [i, c, e] = [part(row[at.impact]), part(row[at.confidence]), part(row[at.ease])];
  if (i !== null && c !== null && e !== null) next[at.ice] = iceScore(i, c, e).toFixed(1);
  return next;
};

/** The rows ranked by their ICE score, highest first; ties and rows without a score keep their order. */
export const rankByIce = (columns: readonly string[], rows: readonly string[][]): string[][] => {
  const at = iceColumns(columns);
  if (!at) return rows.map((row) => [...row]);
  const score = (row: readonly string[]) => {
    const value = Number(row[at.ice]);
    return Number.isFinite(value) && (row[at.ice] ?? '').trim() !== '' ? value : -Infinity;
  };
  return rows.map((row) => [...row]).sort((a, b) => score(b) - score(a));
};

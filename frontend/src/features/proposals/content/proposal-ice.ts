import type { Proposal, ProposalBlock } from './proposal.types';
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

// --- the top opportunities' paragraphs, "1. <use case> (ICE 7.3): ...", follow the ICE table ---

/** "2. Invoice matching (ICE 7.3): ..." : its number, use case and score. */
const ICE_MENTION = /^(\d+)\. (.+?) \(ICE (\d+(?:\.\d+)?)\)(:[\s\S]*)$/;

/** Use case (the table's first column, trimmed) -> its score cell, from every ICE table of the document. */
const scoresOf = (proposal: Proposal): Map<string, string> => {
  const scores = new Map<string, string>();
  for (const section of proposal.pages.flat())
    for (const block of section.blocks) {
      const at = block.kind === 'table' ? iceColumns(block.columns) : null;
      if (block.kind !== 'table' || !at) continue;
      for (const row of block.rows) {
        const name = (row[0] ?? '').trim();
        if (name !== '' && part(row[at.ice]) !== null) scores.set(name, (row[at.ice] ?? '').trim());
      }
    }
  return scores;
};

/** The document with each "(ICE n)" of a paragraph naming a use case of the ICE table set to its score there. */
export const withIceMentions = (proposal: Proposal): Proposal => {
  const scores = scoresOf(proposal);
  if (scores.size === 0) return proposal;
  const next = structuredClone(proposal);
  for (const section of next.pages.flat())
    for (const block of section.blocks) {
      if (block.kind !== 'paragraph') continue;
      const match = ICE_MENTION.exec(block.text);
      const score = match ? scores.get(match[2]!.trim()) : undefined;
      if (match && score !== undefined) block.text = `${match[1]}. ${match[2]} (ICE ${score})${match[4]}`;
    }
  return next;
};

/**
 * The numbered opportunities of each section (a paragraph with "(ICE n)" and its quotes) in score
 * order, highest first, numbered again: the ranking the table shows. Ties keep their order.
 */
export const rankIceMentions = (proposal: Proposal): Proposal => {
  const next = structuredClone(proposal);
  for (const section of next.pages.flat()) {
    const starts = section.blocks.flatMap((block, i) =>
      block.kind === 'paragraph' && ICE_MENTION.test(block.text) ? [i] : [],
    );
    if (starts.length < 2) continue;
    // A unit is the paragraph and the quotes right after it; only a run of units, nothing between, moves.
    const units = starts.map((start) => {
      let end = start + 1;
      while (section.blocks[end]?.kind === 'quotes') end += 1;
      return section.blocks.slice(start, end);
    });
    const first = starts[0]!;
    const runEnd = first + units.reduce((n, unit) => n + unit.length, 0);
    if (starts.some((start, u) => u > 0 && start !== starts[u - 1]! + units[u - 1]!.length)) continue;
    const scoreOf = (unit: ProposalBlock[]) => {
      const head = unit[0];
      return head?.kind === 'paragraph' ? Number(ICE_MENTION.exec(head.text)?.[3] ?? -Infinity) : -Infinity;
    };
    const ranked = [...units].sort((a, b) => scoreOf(b) - scoreOf(a));
    ranked.forEach((unit, n) => {
      const head = unit[0];
      if (head?.kind === 'paragraph') head.text = head.text.replace(/^\d+\./, `${n + 1}.`);
    });
    section.blocks = [...section.blocks.slice(0, first), ...ranked.flat(), ...section.blocks.slice(runEnd)];
  }
  return next;
};

/** The whole document ranked as the table ranks: every ICE table's rows, then the opportunities that name them. */
export const rankIceDocument = (proposal: Proposal): Proposal => {
  const next = structuredClone(proposal);
  for (const section of next.pages.flat())
    for (const block of section.blocks) if (block.kind === 'table') block.rows = rankByIce(block.columns, block.rows);
  return rankIceMentions(next);
};

// The proposal's sheets, counted before they are shown (issue 49, point 8): the blocks are measured at
// the paper's text width and laid on sheets of its text height, so the screen shows as many sheets as
// the printer makes ("Page 1 of N" the same on both), and no sheet but the last is left mostly blank.
// Pure: the measuring is the component's; the packing and the paper sizes are specified here.
import type { ProposalBlock } from './proposal.types';

export type PaperSize = 'letter' | 'a4';

export const PAPER_CHOICES: { value: PaperSize; label: string }[] = [
  { value: 'letter', label: 'US Letter' },
  { value: 'a4', label: 'A4' },
];

/** CSS pixels per inch. */
const PX = 96;
/** The sheet's margin on every side, in inches (the print @page margin too). */
export const MARGIN_IN = 0.75;
/** Room kept at a sheet's foot for its footer on screen, and for the measuring's small differences in print. */
const FOOT_IN = 0.45;

export const PAPER: Record<PaperSize, { widthIn: number; heightIn: number; css: string }> = {
  letter: { widthIn: 8.5, heightIn: 11, css: 'letter' },
  a4: { widthIn: 8.27, heightIn: 11.69, css: 'A4' },
};

/** The text block's width and the height the units may fill, in CSS pixels. */
export const textArea = (paper: PaperSize) => ({
  width: Math.floor((PAPER[paper].widthIn - 2 * MARGIN_IN) * PX),
  height: Math.floor((PAPER[paper].heightIn - 2 * MARGIN_IN - FOOT_IN) * PX),
});

/**
 * The units (title block, a section's heading with its first block, each further block) laid on sheets
 * in order: a unit goes on the current sheet while it fits, else it starts the next. A unit taller than
 * a sheet gets a sheet of its own (the printer continues it).
 *
 * A unit marked in `keepWithNext` (a line introducing the list or table after it, the closing section
 * before the sign-off) starts the next sheet unless the units it keeps with fit here too, so an intro
 * never ends a sheet with its table on the next and a signature never stands under a lone line. It
 * stays behind when keeping would leave this sheet under a third full, or the run is taller than a sheet.
 * Returns each sheet's unit indexes.
 */
export function paginate(
  heights: readonly number[],
  sheetHeight: number,
  keepWithNext: readonly boolean[] = [],
): number[][] {
  const sheets: number[][] = [];
  let current: number[] = [];
  let used = 0;
  /** The height of the run of units from `index` that keep together. */
  const run = (index: number) => {
    let end = index;
    while (keepWithNext[end] && end + 1 < heights.length) end++;
    return heights.slice(index, end + 1).reduce((sum, height) => sum + height, 0);
  };
  heights.forEach((height, index) => {
    const kept = run(index);
    const overflows = used + height > sheetHeight;
    const keptOver = used + kept > sheetHeight && kept <= sheetHeight && used >= sheetHeight / 3;
    if (current.length > 0 && (overflows || keptOver)) {
      sheets.push(current);
      current = [];
      used = 0;
    }
    current.push(index);
    used += height;
  });
  if (current.length > 0) sheets.push(current);
  return sheets;
}

/**
 * Whether a section's block `index` belongs on the sheet of the block after it: a line that introduces
 * it ("The scores from your team's answers:"), a paragraph before the quotes, table or fee list it
 * presents, and a table, fee list, list or cards before the section's closing note (which says what they mean).
 */
export function keepsWithNext(blocks: readonly ProposalBlock[], index: number): boolean {
  const block = blocks[index];
  const next = blocks[index + 1];
  if (!block || !next) return false;
  if (block.kind === 'paragraph' && /:\s*$/.test(block.text)) return true;
  if (block.kind === 'paragraph' && (next.kind === 'quotes' || next.kind === 'table' || next.kind === 'facts'))
    return true;
  // A table, fee list, list or cards and the note closing the section (quotes go with the paragraph before them).
  const closed = block.kind !== 'paragraph' && block.kind !== 'quotes';
  return closed && next.kind === 'paragraph' && index + 1 === blocks.length - 1;
}

/** How full each sheet is (0 to 1), from the units' heights: a check that no sheet but the last is left near blank. */
export function sheetFill(sheets: readonly number[][], heights: readonly number[], sheetHeight: number): number[] {
  return sheets.map((units) => units.reduce((sum, i) => sum + (heights[i] ?? 0), 0) / sheetHeight);
}

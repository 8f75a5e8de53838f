import { keepsWithNext, paginate, sheetFill, textArea } from './proposal-pages';
import type { ProposalBlock } from './proposal.types';

describe('the proposal laid on sheets', () => {
  it('fills a sheet before starting the next, in order', () => {
    expect(paginate([300, 300, 300, 200, 500, 100], 900)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
  });

  it('gives a unit taller than a sheet a sheet of its own', () => {
    expect(paginate([100, 1200, 100], 900)).toEqual([[0], [1], [2]]);
  });

  it('leaves no sheet but the last under a third full when no unit is over two thirds of a sheet', () => {
    const heights = [120, 40, 260, 80, 590, 30, 200, 410, 60, 150, 500, 20, 90];
    const sheets = paginate(heights, 900);
    const fill = sheetFill(sheets, heights, 900);
    expect(fill.slice(0, -1).every((f) => f >= 1 / 3)).toBe(true);
    expect(sheets.flat()).toEqual(heights.map((_, i) => i));
  });

  it("moves a line that introduces a table onto the table's sheet, not ending a sheet without it", () => {
    // Unit 2 ("The scores:") fits after 0 and 1, its table (3) does not: both start sheet 2.
    expect(paginate([400, 300, 60, 400], 900, [false, false, true, false])).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(paginate([400, 300, 60, 400], 900)).toEqual([[0, 1, 2], [3]]);
  });

  it('keeps a run of units together (the last section with the sign-off) when it fits on a sheet', () => {
    expect(paginate([500, 250, 60, 40, 80], 900, [false, true, true, true, false])).toEqual([[0], [1, 2, 3, 4]]);
  });

  it('lets a kept unit stay when moving it would leave its sheet under a third full, or its run fills more than a sheet', () => {
    expect(paginate([200, 60, 700], 900, [false, true, false])).toEqual([[0, 1], [2]]);
    expect(paginate([400, 60, 900], 900, [false, true, false])).toEqual([[0, 1], [2]]);
  });

  it('knows which blocks keep with the next: an intro ending in a colon, a paragraph before quotes, a table or fees, a block before the closing note', () => {
    const paragraph = (text: string): ProposalBlock => ({ kind: 'paragraph', text });
    const table: ProposalBlock = { kind: 'table', caption: 'ICE', columns: ['Use case'], rows: [['Invoices']] };
    const quotes: ProposalBlock = { kind: 'quotes', items: [] };
    const ice = [
      paragraph('The scores from your team’s answers:'),
      table,
      paragraph('Final scores are agreed in week 2.'),
    ];
    expect(ice.map((_, i) => keepsWithNext(ice, i))).toEqual([true, true, false]);
    const opportunities = [paragraph('1. Invoices (ICE 8.0): read as they arrive.'), quotes, paragraph('2. Reports.')];
    expect(opportunities.map((_, i) => keepsWithNext(opportunities, i))).toEqual([true, false, false]);
    const fees: ProposalBlock = { kind: 'facts', items: [{ label: 'Total fixed fee', value: '$24,000' }] };
    const pricing = [paragraph('One price, agreed before work starts.'), fees, paragraph('Invoiced 50% at the start.')];
    expect(pricing.map((_, i) => keepsWithNext(pricing, i))).toEqual([true, true, false]);
    const prose = [paragraph('We run 12 warehouses.'), paragraph('A survey of the finance team.')];
    expect(prose.map((_, i) => keepsWithNext(prose, i))).toEqual([false, false]);
  });

  it('knows the text block of US Letter and A4', () => {
    expect(textArea('letter')).toEqual({ width: 672, height: 868 });
    expect(textArea('a4')).toEqual({ width: 649, height: 935 });
  });
});

import { clientProposal, clientReport } from './client-page';

const theme = (name: string, responseCount: number, quote: string) => ({
  name,
  summary: `Raised by ${responseCount}; Bilal Hussain said so`,
  responseCount,
  share: responseCount / 20,
  quotes: [{ text: quote }],
  hidden: false,
  origin: 'analysis',
});

describe('the report and proposal a client reads', () => {
  const findings = {
    themes: [
      theme('Parking', 8, 'Write to jane@example.com about parking'),
      theme('Canteen', 3, 'The canteen is dirty'),
      { ...theme('Hidden by the consultant', 9, 'x'), hidden: true },
    ],
    opportunities: [],
  };

  it('keeps the curated themes, hides the count of one under the floor, and shows no quotes when free text is off', () => {
    const report = clientReport(findings, { minGroupSize: 5, freeText: false });
    expect(report.themes.map((t) => [t.name, t.responseCount, t.quotes])).toEqual([
      ['Parking', 8, []],
      ['Canteen', null, []],
    ]);
    expect(report.themes[0]!.summary).toBe('Raised by 8; [name] said so');
    expect(report.themes[1]!.hiddenReason?.en).toContain('fewer than 5 people');
  });

  it('shows the quotes masked when free text is on', () => {
    const report = clientReport(findings, { minGroupSize: 5, freeText: true });
    expect(report.themes[0]!.quotes).toEqual(['Write to [e-mail] about parking']);
    expect(report.themes[1]!.quotes).toEqual([]);
  });

  it("leaves the proposal's quotes out, or masks them", () => {
    const quote = { responseId: 'r', questionId: 'q', place: 'themes/0/0', withdrawn: false, responseNumber: 1 };
    const document = {
      title: 'Proposal',
      pages: [
        [
          {
            id: 's',
            title: 'Findings',
            blocks: [
              { kind: 'paragraph', text: 'We heard you.' },
              { kind: 'quotes', items: [{ ...quote, text: 'Call 0300-1234567', gloss: null }] },
            ],
          },
        ],
      ],
    };
    expect(clientProposal(document, { minGroupSize: 5, freeText: false }).pages[0]![0]!.blocks).toEqual([
      { kind: 'paragraph', text: 'We heard you.' },
    ]);
    const masked = clientProposal(document, { minGroupSize: 5, freeText: true }).pages[0]![0]!.blocks[1];
    expect(masked).toEqual({ kind: 'quotes', items: [{ ...quote, text: 'Call [phone]', gloss: null }] });
  });
});

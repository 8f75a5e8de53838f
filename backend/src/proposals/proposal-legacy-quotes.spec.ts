import type { ReportQuote } from '@seedline/shared';
import { legacyQuoteNumber, upgradeLegacyQuotes } from './proposal-legacy-quotes';
import type { ProposalDocument } from './proposal.types';

const quote = (responseId: string, responseNumber: number): ReportQuote => ({
  text: 'words',
  responseId,
  responseNumber,
  questionId: 'q1',
  source: 'answer',
  language: 'en',
  gloss: null,
  glossNote: null,
});

const withBlocks = (blocks: ProposalDocument['pages'][number][number]['blocks']): ProposalDocument => ({
  title: 'T',
  paperSize: 'letter',
  currency: 'USD',
  client: { name: 'C', contact: 'c', role: 'r' },
  preparedBy: { firm: 'F', name: 'N', email: 'e' },
  date: 'D',
  reference: 'R',
  summary: 'S',
  pages: [[{ id: 'opportunities', title: 'O', blocks }]],
});

describe('legacy proposal quotes', () => {
  it('reads the response number of an old quote line, and nothing else', () => {
    expect(legacyQuoteNumber('“By hand.” (Response #12)')).toBe(12);
    expect(legacyQuoteNumber('“Á mano.” (Response #3). In English (machine translation): “By hand.”')).toBe(3);
    expect(legacyQuoteNumber('Cut the time spent on invoices.')).toBeNull();
    expect(legacyQuoteNumber('“Quoted” (Response #x)')).toBeNull();
  });

  it('turns quote lines into references to the report quotes, the opportunities’ first, each once', () => {
    const quotes = [
      { place: 'themes/0/0', quote: quote('r1', 1) },
      { place: 'opportunities/0/0', quote: quote('r1', 1) },
      { place: 'opportunities/0/1', quote: quote('r2', 2) },
    ];
    const upgraded = upgradeLegacyQuotes(
      withBlocks([
        { kind: 'paragraph', text: '1. Invoices.' },
        {
          kind: 'list',
          items: ['“a” (Response #1)', 'Written by the admin.', '“b” (Response #2)', '“c” (Response #9)'],
        },
      ]),
      quotes,
    );
    expect(upgraded!.pages[0]![0]!.blocks).toEqual([
      { kind: 'paragraph', text: '1. Invoices.' },
      { kind: 'list', items: ['Written by the admin.', '“c” (Response #9)'] },
      {
        kind: 'quotes',
        items: [
          { responseId: 'r1', questionId: 'q1', place: 'opportunities/0/0' },
          { responseId: 'r2', questionId: 'q1', place: 'opportunities/0/1' },
        ],
      },
    ]);
    expect(upgradeLegacyQuotes(withBlocks([{ kind: 'list', items: ['plain'] }]), quotes)).toBeNull();
  });
});

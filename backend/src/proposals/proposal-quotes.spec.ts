import { type ReportQuote, QUOTE_WITHDRAWN } from '@seedline/shared';
import { renderProposalQuotes } from './proposal-quotes';
import type { ProposalDocument } from './proposal.types';

const quote = (responseId: string, text: string): ReportQuote => ({
  text,
  responseId,
  responseNumber: 4,
  questionId: 'q1',
  source: 'answer',
  language: 'en',
  gloss: null,
  glossNote: null,
});

const document = (items: ProposalDocument['pages'][number][number]['blocks']): ProposalDocument => ({
  title: 'T',
  paperSize: 'letter',
  currency: 'USD',
  client: { name: 'C', contact: 'c', role: 'r' },
  preparedBy: { firm: 'F', name: 'N', email: 'e' },
  date: 'D',
  reference: 'R',
  summary: 'S',
  pages: [[{ id: 'opportunities', title: 'O', blocks: items }]],
});

describe('renderProposalQuotes', () => {
  const kept = { responseId: 'r1', questionId: 'q1', place: 'opportunities/0/0' };
  const erased = { responseId: 'r2', questionId: 'q1', place: 'opportunities/0/1' };
  const doc = document([
    { kind: 'paragraph', text: 'Intro.' },
    { kind: 'quotes', items: [kept, erased] },
  ]);

  it('renders each reference from the report quote at its place, and a gone one as withdrawn', () => {
    const rendered = renderProposalQuotes(doc, [{ place: kept.place, quote: quote('r1', 'By hand, every day.') }]);
    expect(rendered.pages[0]![0]!.blocks).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      {
        kind: 'quotes',
        items: [
          { ...kept, withdrawn: false, responseNumber: 4, text: 'By hand, every day.', gloss: null },
          { ...erased, withdrawn: true, responseNumber: null, text: QUOTE_WITHDRAWN, gloss: null },
        ],
      },
    ]);
    expect(QUOTE_WITHDRAWN).toBe('Quote withdrawn by the respondent');
  });

  it('never shows another respondent’s words at a reference’s place', () => {
    const rendered = renderProposalQuotes(doc, [{ place: erased.place, quote: quote('r9', 'Someone else.') }]);
    const items = rendered.pages[0]![0]!.blocks[1]!;
    expect(items).toMatchObject({ items: [{ withdrawn: true }, { withdrawn: true }] });
  });
});

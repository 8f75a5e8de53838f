import { proposalToText, quoteLine } from './proposal-text';
import { QUOTE_WITHDRAWN, type Proposal, type ProposalQuote } from './proposal.types';

const quote = (over: Partial<ProposalQuote>): ProposalQuote => ({
  responseId: 'r1',
  questionId: 'q1',
  place: 'opportunities/0/0',
  withdrawn: false,
  responseNumber: 3,
  text: 'I type every invoice by hand.',
  gloss: null,
  ...over,
});

describe('a proposal’s quotes', () => {
  it('read as the words and who said them, with the English gloss when there is one', () => {
    expect(quoteLine(quote({}))).toBe('“I type every invoice by hand.” (Response #3)');
    expect(quoteLine(quote({ text: 'ہر انوائس ہاتھ سے', gloss: 'Every invoice by hand' }))).toBe(
      '“ہر انوائس ہاتھ سے” (Response #3). In English (machine translation): “Every invoice by hand”',
    );
  });

  it('read as the withdrawn mark once the respondent erased their response, in the copied text too', () => {
    const withdrawn = quote({ withdrawn: true, responseNumber: null, text: QUOTE_WITHDRAWN });
    expect(quoteLine(withdrawn)).toBe('Quote withdrawn by the respondent');
    const proposal: Proposal = {
      title: 'T',
      paperSize: 'letter',
      currency: 'USD',
      client: { name: 'C', contact: 'c', role: 'r' },
      preparedBy: { firm: 'F', name: 'N', email: 'e' },
      date: 'D',
      reference: 'R',
      summary: 'S',
      pages: [[{ id: 'o', title: 'Quotes', blocks: [{ kind: 'quotes', items: [withdrawn, quote({ place: 'x' })] }] }]],
    };
    expect(proposalToText(proposal)).toContain(
      '- Quote withdrawn by the respondent\n- “I type every invoice by hand.” (Response #3)',
    );
  });
});

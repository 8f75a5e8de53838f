import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { decider, streamIdFor } from './proposal.decider';
import type { ProposalDrafted, ProposalEdited } from './proposal.events';
import type { ProposalDocument } from './proposal.types';

const DRAFTED_AT = '2026-11-23T10:00:00.000Z';
const EDITED_AT = '2026-11-23T11:00:00.000Z';

const document: ProposalDocument = {
  title: 'AI Workflow Pilot and Team Enablement',
  paperSize: 'letter',
  currency: 'USD',
  client: { name: 'Acme Ltd', contact: 'Client contact', role: 'Role' },
  preparedBy: { firm: 'Seedline AI, LLC', name: 'Seedline project team', email: 'hello@seedline.ai' },
  date: 'November 23, 2026',
  reference: 'SL-2026-ABC123',
  summary: 'A fixed-fee, five-week engagement.',
  pages: [
    [
      {
        id: 'ice',
        title: 'ICE scoring',
        blocks: [
          { kind: 'paragraph', text: 'Scores.' },
          { kind: 'table', caption: 'Scores', columns: ['Use case', 'ICE'], rows: [['Invoices', '8.0']] },
          { kind: 'list', items: ['One', 'Two'] },
          { kind: 'cards', columns: 3, items: [{ title: 'Phase 1', meta: 'Week 1', text: 'Discovery.' }] },
          { kind: 'facts', items: [{ label: 'Total fixed fee', value: '$24,000' }] },
        ],
      },
    ],
  ],
};

const given = deciderSpec(decider);

const drafted: ProposalDrafted = {
  type: 'ProposalDrafted',
  schemaVersion: 1,
  data: { proposalId: 'p1', reportId: 'r1', surveyId: 's1', document, draftedAt: DRAFTED_AT },
};
const draft = {
  type: 'DraftProposal' as const,
  proposalId: 'p1',
  reportId: 'r1',
  surveyId: 's1',
  document,
  now: DRAFTED_AT,
};

const edited = (doc: ProposalDocument): ProposalEdited => ({
  type: 'ProposalEdited',
  schemaVersion: 1,
  data: { proposalId: 'p1', document: doc, editedAt: EDITED_AT },
});
const edit = (doc: unknown) => ({ type: 'EditProposal' as const, proposalId: 'p1', document: doc, now: EDITED_AT });

const withBlock = (block: unknown) => ({
  ...document,
  pages: [[{ ...document.pages[0]![0]!, blocks: [block] }]],
});

describe('proposal decider', () => {
  it('names the stream proposal-<id>', () => {
    expect(streamIdFor('p1')).toBe('proposal-p1');
  });

  it('drafts a proposal once', () => {
    given().when(draft).then([drafted]);
    given(drafted).when(draft).thenThrows(new IllegalStateError('Proposal already drafted'));
  });

  it('records an edit with the whole document, texts trimmed', () => {
    const changed = { ...document, title: '  Invoice automation pilot  ' };
    given(drafted)
      .when(edit(changed))
      .then([edited({ ...document, title: 'Invoice automation pilot' })]);
  });

  it('records nothing for an edit that changes nothing, and builds on the last edit', () => {
    given(drafted).when(edit(document)).then([]);
    const renamed = { ...document, client: { ...document.client, name: 'Acme Group' } };
    given(drafted, edited(renamed)).when(edit(renamed)).then([]);
    given(drafted, edited(renamed))
      .when(edit(document))
      .then([edited(document)]);
  });

  it('keeps quotes by reference: an edit may drop a drafted quote and ignores rendered words, never adds one', () => {
    const ref = { responseId: 'resp-1', questionId: 'q1', place: 'opportunities/0/1' };
    const quoted = withBlock({ kind: 'quotes', items: [ref] }) as ProposalDocument;
    const quotedDraft: ProposalDrafted = { ...drafted, data: { ...drafted.data, document: quoted } };
    const rendered = { ...ref, withdrawn: false, responseNumber: 3, text: 'Their words.', gloss: null };
    given(quotedDraft)
      .when(edit(withBlock({ kind: 'quotes', items: [rendered] })))
      .then([]);
    given(quotedDraft)
      .when(edit(withBlock({ kind: 'quotes', items: [] })))
      .then([edited(withBlock({ kind: 'quotes', items: [] }) as ProposalDocument)]);
    given(quotedDraft)
      .when(edit(withBlock({ kind: 'quotes', items: [ref, { ...ref, place: 'themes/0/0' }] })))
      .thenThrows(new ValidationError("The quote themes/0/0 is not one of the proposal's quotes"));
    given(quotedDraft)
      .when(edit(withBlock({ kind: 'quotes', items: [{ ...ref, place: 'elsewhere' }] })))
      .thenThrows(new ValidationError('Page 1 section 1 block 1 quote 1 place must name a quote of the report'));
  });

  it('records the paper and currency chosen for a client (A4, rupees), keeping them when an edit leaves them out', () => {
    const lahore = { ...document, paperSize: 'a4' as const, currency: 'PKR' };
    given(drafted)
      .when(edit(lahore))
      .then([edited(lahore)]);
    given(drafted)
      .when(edit({ ...document, currency: ' pkr ' }))
      .then([edited({ ...document, currency: 'PKR' })]);
    const { paperSize: _paper, currency: _currency, ...withoutChoice } = lahore;
    given(drafted, edited(lahore)).when(edit(withoutChoice)).then([]);
    given(drafted, edited(lahore))
      .when(edit({ ...withoutChoice, paperSize: undefined, currency: undefined }))
      .then([]);
    given(drafted, edited(lahore))
      .when(edit({ ...withoutChoice, title: 'Renamed' }))
      .then([edited({ ...lahore, title: 'Renamed' })]);
  });

  it('reads a proposal drafted before the choice as US Letter in US dollars', () => {
    const { paperSize: _paper, currency: _currency, ...older } = document;
    const olderDraft = { ...drafted, data: { ...drafted.data, document: older as ProposalDocument } };
    given(olderDraft)
      .when(edit(document))
      .then([edited(document)]);
    given(olderDraft)
      .when(edit({ ...document, paperSize: 'a4' }))
      .then([edited({ ...document, paperSize: 'a4' })]);
  });

  it('refuses a paper or currency it cannot print', () => {
    given(drafted)
      .when(edit({ ...document, paperSize: 'legal' }))
      .thenThrows(new ValidationError('Paper size must be one of letter, a4'));
    given(drafted)
      .when(edit({ ...document, currency: 'RUPEES' }))
      .thenThrows(new ValidationError('Currency must be an ISO 4217 code such as USD, EUR or PKR'));
    given(drafted)
      .when(edit({ ...document, currency: 'XYZ' }))
      .thenThrows(new ValidationError('Currency must be an ISO 4217 code such as USD, EUR or PKR'));
  });

  it('refuses an edit of a proposal that was never drafted', () => {
    given().when(edit(document)).thenThrows(new NotFoundError('Proposal not found'));
  });

  it('refuses documents that break the rules, naming the field', () => {
    given(drafted)
      .when(edit({ ...document, title: '   ' }))
      .thenThrows(new ValidationError('Title is required'));
    given(drafted)
      .when(edit(withBlock({ kind: 'paragraph', text: 'x', items: ['y'] })))
      .thenThrows(new ValidationError('Page 1 section 1 block 1 has no field items'));
    given(drafted)
      .when(edit(withBlock({ kind: 'table', caption: 'T', columns: ['A', 'B'], rows: [['only one']] })))
      .thenThrows(new ValidationError('Page 1 section 1 block 1 row 1 must have 2 cells'));
    given(drafted)
      .when(edit(withBlock({ kind: 'quote', text: 'x' })))
      .thenThrows(
        new ValidationError(
          'Page 1 section 1 block 1 kind must be one of paragraph, list, cards, table, facts, quotes',
        ),
      );
    given(drafted)
      .when(edit(withBlock({ kind: 'cards', columns: 4, items: [] })))
      .thenThrows(new ValidationError('Page 1 section 1 block 1 columns must be 2 or 3'));
    given(drafted)
      .when(edit({ ...document, pages: [] }))
      .thenThrows(new ValidationError('The proposal needs at least one page'));
  });
});

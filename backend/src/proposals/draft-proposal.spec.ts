import {
  type AnalyseResponsesResult,
  type ReportOpportunity,
  type ReportQuote,
  pricingSection,
  timelineSection,
  trainingSection,
} from '@seedline/shared';
import { checkProposalDocument } from './proposal-document-rules';
import { ValidationError } from '../common/errors';
import {
  CLIENT_NAME_REQUIRED_MESSAGE,
  clientNameOf,
  companyProse,
  draftProposal,
  placedQuotes,
  themeLine,
} from './draft-proposal';

const quote = (text: string, n: number): ReportQuote => ({
  text,
  responseId: `r${n}`,
  responseNumber: n,
  questionId: 'q1',
  source: 'answer',
  language: 'en',
  gloss: null,
  glossNote: null,
});

const rating = (value: number) => ({ value, reason: 'Because.' });

const opportunity = (id: string, title: string, [i, c, e]: number[], hours: number | null): ReportOpportunity => ({
  id,
  title,
  description: `${title}, drafted by AI and approved by a person.`,
  impact: rating(i!),
  confidence: rating(c!),
  ease: rating(e!),
  score: Math.round(((i! + c! + e!) / 3) * 10) / 10,
  themeIds: ['t1'],
  quotes: [
    quote('I re-type every supplier invoice into Sage by hand.', 1),
    quote('Typing invoices takes my Monday.', 2),
    quote('A third quote.', 3),
  ],
  hoursSavedPerWeek: hours,
  hoursSavedArithmetic: hours === null ? null : `3 people × 2 h/day × 5 days = ${hours} h/week`,
});

const report: AnalyseResponsesResult = {
  themes: [
    {
      id: 't1',
      name: 'Invoice re-typing',
      summary: 'Invoices are typed into Sage by hand.',
      responseCount: 4,
      share: 4 / 6,
      quotes: [quote('I re-type every supplier invoice into Sage by hand.', 1)],
    },
  ],
  opportunities: [
    opportunity('o1', 'Invoice capture into Sage', [9, 8, 7], 30),
    opportunity('o2', 'Approval reminders', [6, 7, 8], null),
  ],
  droppedQuotes: 0,
  coverage: { responses: 6, from: '2026-11-01T09:00:00.000Z', to: '2026-11-03T09:00:00.000Z' },
  provider: 'offline',
};

const survey = { title: 'Back office survey', description: 'Where does the back office spend its week?' };
const options = {
  proposalId: 'abcdef12-0000-4000-8000-000000000000',
  draftedAt: '2026-11-23T10:00:00.000Z',
  client: { name: 'Acme Ltd', contact: 'Dana Whitfield', role: 'Finance Director' },
};

describe('draftProposal', () => {
  const doc = draftProposal(report, survey, options);
  const section = (id: string) => doc.pages.flat().find((s) => s.id === id);

  it('fills the fixed proposal’s sections, in its order, on five pages, and passes the document rules', () => {
    expect(doc.pages.map((page) => page.map((s) => s.id))).toEqual([
      ['context', 'survey'],
      ['ice', 'opportunities'],
      ['phases', 'training'],
      ['pricing', 'timeline'],
      ['success', 'privacy', 'assumptions', 'next-steps'],
    ]);
    expect(checkProposalDocument(doc)).toEqual(doc);
  });

  it('dates and references the draft, names the client as the admin did, uses the survey description as context', () => {
    expect(doc.date).toBe('November 23, 2026');
    expect(doc.reference).toBe('SL-2026-ABCDEF');
    expect(doc.client).toEqual({ name: 'Acme Ltd', contact: 'Dana Whitfield', role: 'Finance Director' });
    expect(section('context')!.blocks[0]).toEqual({ kind: 'paragraph', text: survey.description });
    expect(doc.summary).toContain("Your team's answers point first to: Invoice capture into Sage.");
  });

  it('ranks the opportunities in an ICE table and quotes the responses that support them', () => {
    const table = section('ice')!.blocks.find((b) => b.kind === 'table');
    expect(table).toEqual({
      kind: 'table',
      caption: 'Candidate use cases from the staff survey, ICE scores',
      columns: ['Use case', 'Impact', 'Confidence', 'Ease', 'ICE'],
      rows: [
        ['Invoice capture into Sage', '9', '8', '7', '8.0'],
        ['Approval reminders', '6', '7', '8', '7.0'],
      ],
    });
    const blocks = section('opportunities')!.blocks;
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      text:
        '1. Invoice capture into Sage (ICE 8.0): Invoice capture into Sage, drafted by AI and approved by a person. ' +
        'Time it takes today: 3 people × 2 h/day × 5 days = 30 h/week.',
    });
    expect(blocks[1]).toEqual({
      kind: 'quotes',
      items: [
        { responseId: 'r1', questionId: 'q1', place: 'opportunities/0/0' },
        { responseId: 'r2', questionId: 'q1', place: 'opportunities/0/1' },
      ],
    });
    expect(JSON.stringify(doc)).not.toContain('Typing invoices takes my Monday');
    expect(section('survey')!.blocks[2]).toEqual({
      kind: 'list',
      items: ['Invoice re-typing (4 of 6, 67%): Invoices are typed into Sage by hand.'],
    });
    expect(section('success')!.blocks[0]).toMatchObject({
      items: expect.arrayContaining([
        'Hours spent on “Invoice capture into Sage” down by at least 40% against the week 1 baseline (about 30 h a week today).',
      ]),
    });
  });

  it('quotes only the quotes still standing, at the places the report keeps them', () => {
    const standing = placedQuotes(report).filter(({ place }) => place !== 'opportunities/0/0');
    const drafted = draftProposal(report, survey, { ...options, quotes: standing });
    const blocks = drafted.pages.flat().find((s) => s.id === 'opportunities')!.blocks;
    expect(blocks[1]).toEqual({
      kind: 'quotes',
      items: [
        { responseId: 'r2', questionId: 'q1', place: 'opportunities/0/1' },
        { responseId: 'r3', questionId: 'q1', place: 'opportunities/0/2' },
      ],
    });
  });

  it('keeps the fixed proposal’s wording for training, pricing and the 5-week timeline', () => {
    expect(section('training')).toEqual(trainingSection);
    expect(section('pricing')).toEqual(pricingSection);
    expect(section('timeline')).toEqual(timelineSection);
    expect(JSON.stringify(section('pricing'))).toContain('Complimentary');
  });

  it('drafts a valid proposal from a report without opportunities', () => {
    const empty = draftProposal(
      { ...report, themes: [], opportunities: [] },
      { title: 'S', description: null },
      options,
    );
    expect(empty.pages[1]!.map((s) => s.id)).toEqual(['ice']);
    expect(checkProposalDocument(empty)).toEqual(empty);
  });

  it('takes the client name from the company data when the admin named none, and never the survey title', () => {
    expect(clientNameOf('Company: Acme Ltd\nWe run 12 warehouses.')).toBe('Acme Ltd');
    expect(clientNameOf('Acme Ltd\nWe run 12 warehouses.')).toBe('Acme Ltd');
    expect(clientNameOf('We run 12 warehouses: lots of pallets.')).toBeNull();
    const withCompany = draftProposal(report, survey, {
      ...options,
      client: undefined,
      companyData: 'Company: Acme Ltd\nWe run 12 warehouses.',
    });
    expect(withCompany.client).toEqual({ name: 'Acme Ltd', contact: '', role: '' });
    expect(checkProposalDocument(withCompany)).toEqual(withCompany);
    expect(() => draftProposal(report, survey, { ...options, client: { name: '  ' } })).toThrow(ValidationError);
    expect(() => draftProposal(report, survey, { ...options, client: undefined })).toThrow(
      CLIENT_NAME_REQUIRED_MESSAGE,
    );
    expect(withCompany.pages[0]![0]!.blocks.slice(0, 2)).toEqual([
      { kind: 'paragraph', text: 'We run 12 warehouses.' },
      { kind: 'paragraph', text: survey.description },
    ]);
  });

  it('writes the context from the client data as sentences, never the raw "Company: … Contact: …" lines', () => {
    expect(
      companyProse(
        'Indus Freight',
        'Company: Indus Freight (Pvt) Ltd\nContact: Ayesha Malik, HR lead\nIndustry: A freight forwarder moving sea and air cargo\nLocation: Lahore and Karachi\nEmployees: 140\nmost quotes are still typed by hand',
      ),
    ).toBe(
      'Indus Freight is a freight forwarder moving sea and air cargo. It is based in Lahore and Karachi. It has 140 staff. Most quotes are still typed by hand.',
    );
    expect(companyProse('Acme', 'Company: Acme\nContact: Sam')).toBe('');
    const drafted = draftProposal(report, survey, {
      ...options,
      companyData: 'Company: Acme Ltd\nContact: Sam Reed\nSector: logistics',
    });
    const context = drafted.pages[0]![0]!.blocks[0]!;
    expect(context).toEqual({ kind: 'paragraph', text: `${drafted.client.name} works in logistics.` });
    expect(JSON.stringify(drafted)).not.toMatch(/Company:|Contact:/);
  });
});

describe('themeLine', () => {
  const theme = { name: 'Invoices re-typed by hand', responseCount: 23, share: 23 / 42 };

  it('gives the count once when the summary opens with it (the offline analysis words)', () => {
    expect(themeLine({ ...theme, summary: '23 of 42 responses (55%) raise invoices.' }, 42)).toBe(
      'Invoices re-typed by hand: 23 of 42 responses (55%) raise invoices.',
    );
  });

  it('puts the count after the name when the summary does not give it, or there is none', () => {
    expect(themeLine({ ...theme, summary: 'Invoices are typed into Sage by hand.' }, 42)).toBe(
      'Invoices re-typed by hand (23 of 42, 55%): Invoices are typed into Sage by hand.',
    );
    expect(themeLine({ ...theme, summary: null }, 42)).toBe('Invoices re-typed by hand (23 of 42, 55%).');
  });
});

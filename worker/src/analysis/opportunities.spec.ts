import { SECTORS } from './company-tables';
import { readCompanyProfile } from './company-profile';
import type { PainKind } from './cue-lexicon';
import { bestTemplate, opportunitiesFor, type ThemeWithQuotes } from './opportunities';
import { FALLBACK_TEMPLATE, OPPORTUNITY_TEMPLATES } from './opportunity-templates';
import type { ThemeFinding } from './themes';
import { WORKPLACE_CONCEPTS, conceptById } from './workplace-lexicon';

function finding(over: Partial<ThemeFinding> & { pains?: Map<PainKind, number> }): ThemeFinding {
  return {
    id: 'theme-document-invoice',
    anchor: 0,
    anchorKey: 'document:invoice',
    concept: conceptById('invoice')!,
    surface: 'invoice',
    own: { anchor: 0, name: 'Invoices', subject: 'invoices', keyphrases: [], score: 0 },
    language: 'en',
    bridged: 0,
    members: Array.from({ length: 10 }, (_, i) => i),
    sources: [],
    pains: new Map([['manual-entry', 8]]),
    facets: new Map(),
    signal: 9,
    concrete: 6,
    efforts: [],
    quotes: [],
    bestByLanguage: {},
    ...over,
  };
}

const themed = (f: ThemeFinding): ThemeWithQuotes => ({
  finding: f,
  quotes: [],
  subject: 'invoices',
});

describe('opportunity templates', () => {
  it('use the sector ids of the company tables and the concept ids of the lexicon', () => {
    const sectorIds = SECTORS.map((s) => s.id);
    const conceptIds = WORKPLACE_CONCEPTS.map((c) => c.id);
    for (const template of OPPORTUNITY_TEMPLATES) {
      for (const sector of template.sectors) expect(sectorIds).toContain(sector);
      for (const concept of template.concepts) expect(conceptIds).toContain(concept);
      for (const where of template.wheres) expect(conceptIds).toContain(where.slice(where.indexOf(':') + 1));
    }
  });
});

describe('bestTemplate', () => {
  it('goes by the theme anchor first', () => {
    expect(bestTemplate(finding({})).template.id).toBe('document-capture');
    expect(bestTemplate(finding({ anchorKey: 'work:approval', concept: conceptById('approval')! })).template.id).toBe(
      'approval-workflow',
    );
  });

  it('falls back to its pains and places for the respondents own words, else to mapping the work', () => {
    const own = { anchorKey: 'term:referral', concept: null, surface: 'referrals' };
    const retyped = finding({ ...own, facets: new Map([['channel:fax', 6]]) });
    expect(bestTemplate(retyped)).toEqual({ template: expect.objectContaining({ id: 'document-capture' }), fit: 0.5 });
    expect(bestTemplate(finding({ ...own, pains: new Map() }))).toEqual({ template: FALLBACK_TEMPLATE, fit: 0.2 });
  });
});

describe('opportunitiesFor', () => {
  it('rates impact from the share raising it and the hours stated, with reasons', () => {
    const efforts = [0, 1, 2].map((response) => ({ response, hours: 2, per: 'day' as const, hoursPerWeek: 10 }));
    const [o] = opportunitiesFor([themed(finding({ efforts }))], 40, null);
    expect(o).toMatchObject({
      id: 'document-capture-theme-document-invoice',
      title: 'Read invoices automatically',
      hoursSavedPerWeek: 30,
      hoursSavedArithmetic: '3 people × 2 h/day × 5 days = 30 h/week',
    });
    expect(o!.impact).toEqual({
      value: 10,
      reason: 'Raised by 10 of 40 responses (25%); the times they state add up to 30 h/week.',
    });
    expect(o!.confidence.reason).toBe(
      '6 of 10 answers give numbers, times or tool names; a proven pattern for this kind of work.',
    );
  });

  it("raises confidence in the company's sector, and ease with connectable tools; paper lowers ease", () => {
    const plain = opportunitiesFor([themed(finding({}))], 40, null)[0]!;
    const finance = readCompanyProfile('An accounting firm of 12 accountants using Xero.');
    const inFinance = opportunitiesFor([themed(finding({}))], 40, finance)[0]!;
    expect(inFinance.confidence.value).toBeGreaterThan(plain.confidence.value);
    expect(inFinance.confidence.reason).toContain('a proven pattern in finance');
    expect(inFinance.ease.value).toBe(plain.ease.value + 1);
    expect(inFinance.ease.reason).toContain('Xero can be connected');
    const onPaper = opportunitiesFor([themed(finding({ facets: new Map([['place:paper', 5]]) }))], 40, null)[0]!;
    expect(onPaper.ease.value).toBe(plain.ease.value - 1);
    expect(onPaper.ease.reason).toContain('much of the work is on paper or fax');
  });

  it('makes one opportunity per theme, even when two point to the same pattern', () => {
    const receipts = finding({
      id: 'theme-document-receipt',
      anchorKey: 'document:receipt',
      concept: conceptById('receipt')!,
    });
    const opportunities = opportunitiesFor(
      [themed(finding({})), { ...themed(receipts), subject: 'receipts' }],
      40,
      null,
    );
    // One opportunity per theme, each citing its own theme only (issue 46).
    expect(opportunities.map((o) => ({ title: o.title, themeIds: o.themeIds }))).toEqual([
      { title: 'Read invoices automatically', themeIds: ['theme-document-invoice'] },
      { title: 'Read receipts automatically', themeIds: ['theme-document-receipt'] },
    ]);
  });
});

describe('opportunitiesFor with a measure question', () => {
  it("takes its hours from the theme's answers to it: people who answered × their median, citing the question", () => {
    const perWeek = new Map([
      [0, 4],
      [1, 6],
      [2, 6],
      [3, 10],
      [20, 30],
    ]);
    const [o] = opportunitiesFor([themed(finding({ efforts: [] }))], 40, null, [{ label: 'Q3', perWeek }]);
    expect(o).toMatchObject({
      hoursSavedPerWeek: 24,
      hoursSavedArithmetic: '4 people × 6 h/week (median of Q3, answered by 4 of its 10 respondents) = 24 h/week',
      hoursSource: 'measure',
    });
    expect(o!.impact.reason).toContain('their answers to the hours question add up to 24 h/week');
  });
});

import { clientCoverage, clientSplitPlans, clientProposal, clientReport } from './client-page';

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

describe('the splits a client page offers', () => {
  const options = (labels: string[]) => labels.map((label, i) => ({ id: `o${i + 1}`, label }));
  const question = (id: string, questionText: string, questionType: 'single_choice' | 'multiple_choice' | 'text') => ({
    id,
    questionText,
    questionType,
    options: questionType === 'text' ? null : options(['North', 'South']),
  });

  it('are the shareable hidden fields, the language when the survey has two, and single-choice questions about who answered', () => {
    const plans = clientSplitPlans(
      [{ key: 'team', label: 'Team' }],
      [
        question('q1', 'Which office are you based in?', 'single_choice'),
        question('q2', 'Which colour do you like best?', 'single_choice'),
        question('q3', 'Which office are you based in?', 'multiple_choice'),
        question('q4', 'What is your role?', 'text'),
      ],
      ['en', 'ur'],
    );
    expect(plans.map((p) => [p.key, p.label, p.source])).toEqual([
      ['team', 'Team', { kind: 'hidden-field', key: 'team' }],
      ['answer-language', 'Language', { kind: 'language' }],
      ['question-q1', 'Which office are you based in?', { kind: 'answer', questionId: 'q1' }],
    ]);
    expect(plans[2]!.labels).toEqual({ o1: 'North', o2: 'South' });
    expect(plans[1]!.labels.ur).toBe('اردو (Urdu)');
  });

  it("follow the consultant's choice of role over the inferred one, and leave out one language", () => {
    const plans = clientSplitPlans(
      [],
      [
        { ...question('q1', 'Which office are you based in?', 'single_choice'), analysisRole: 'left_out' as const },
        { ...question('q2', 'Pick one', 'single_choice'), analysisRole: 'segment' as const },
      ],
      ['en'],
    );
    expect(plans.map((p) => p.key)).toEqual(['question-q2']);
  });
});

describe('coverage by team on the client page', () => {
  const row = (team: string | null, headcount: number, invited: number | null, extra = {}) => ({
    team,
    combined: false,
    noTeam: false,
    teams: 1,
    headcount,
    invited,
    started: invited === null ? null : 1,
    completed: invited === null ? null : 0,
    ...extra,
  });

  it('keeps the figures, names the kind of each row and never a label the page must translate', () => {
    const coverage = clientCoverage({
      minGroupSize: 4,
      headcount: 14,
      invited: 14,
      started: 3,
      completed: 0,
      rows: [
        row('Tax', 6, 6),
        row('No team', 4, 4, { noTeam: true }),
        row('Smaller teams together', 4, 4, { combined: true, teams: 2 }),
      ],
    });
    expect(coverage).toMatchObject({ minGroupSize: 4, headcount: 14, invited: 14, started: 3, completed: 0 });
    expect(coverage.rows.map((r) => [r.team, r.kind, r.teams, r.invited, r.hiddenReason])).toEqual([
      ['Tax', 'team', 1, 6, null],
      [null, 'no-team', 1, 4, null],
      [null, 'combined', 2, 4, null],
    ]);
  });

  it('withholds the totals with a withheld row, which would be the total less the rows shown', () => {
    const coverage = clientCoverage({
      minGroupSize: 5,
      headcount: 9,
      invited: 9,
      started: 4,
      completed: 2,
      rows: [row('Tax', 6, 6), row('Smaller teams together', 3, null, { combined: true })],
    });
    expect(coverage).toMatchObject({ headcount: 9, invited: null, started: null, completed: null });
    expect(coverage.rows[1]!.hiddenReason).toEqual({
      en: 'Hidden: these teams together have fewer than 5 people, to protect their anonymity.',
      ur: 'پوشیدہ: ان ٹیموں میں مل کر بھی 5 سے کم لوگ ہیں، ان کی شناخت کے تحفظ کے لیے۔',
    });
  });
});

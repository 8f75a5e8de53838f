import {
  OFFLINE_GLOSS_NOTE,
  analyseResponsesResultSchema,
  iceScore,
  type AnalyseResponsesPayload,
  type AnalyseResponsesResult,
  type ReportTheme,
} from '@seedline/shared';
import { analyseResponsesOffline } from './analyse-responses-offline';
import { fixturePayload, fromLegacy } from './evaluation/fixture';
import { HOSPITAL_WARD } from './evaluation/legacy/hospital-ward';
import { INVENTED_WORDS } from './evaluation/legacy/invented-words';
import { PLANTED_MEMBERS, PLANTED_SIZES, PLANTED_SURVEY, type PlantedTheme } from './testing/planted-survey';

const PLANTED_NAMES: Record<PlantedTheme, RegExp> = {
  invoices: /invoice/i,
  approvals: /approval/i,
  search: /search|find/i,
  rota: /rota|schedul/i,
};

describe('analyseResponsesOffline on a survey with four planted themes', () => {
  const progress: number[] = [];
  let report: AnalyseResponsesResult;
  beforeAll(() => {
    report = analyseResponsesOffline(PLANTED_SURVEY, (p) => progress.push(p));
  });

  it('returns a report that fits the contract', () => {
    expect(analyseResponsesResultSchema.safeParse(report).success).toBe(true);
    expect(report.provider).toBe('offline');
    expect(report.droppedQuotes).toBe(0);
    expect(report.coverage).toEqual({
      responses: 48,
      from: PLANTED_SURVEY.responses[0]!.startedAt,
      to: PLANTED_SURVEY.responses[47]!.completedAt,
    });
  });

  it.each(Object.keys(PLANTED_SIZES) as PlantedTheme[])(
    'finds the planted theme "%s" among the top four, counted within 10%%, quoted from its own responses',
    (planted) => {
      const top = report.themes.slice(0, 4);
      const theme = top.find((t) => PLANTED_NAMES[planted].test(t.name)) as ReportTheme;
      expect(theme).toBeDefined();
      const size = PLANTED_SIZES[planted];
      expect(Math.abs(theme.responseCount - size)).toBeLessThanOrEqual(size * 0.1);
      expect(theme.share).toBeCloseTo(theme.responseCount / 48, 2);
      expect(theme.quotes.length).toBeGreaterThanOrEqual(2);
      expect(theme.quotes.length).toBeLessThanOrEqual(5);
      for (const quote of theme.quotes) expect(PLANTED_MEMBERS[planted]).toContain(quote.responseId);
    },
  );

  it('names and summarises each theme in one sentence', () => {
    expect(report.themes.slice(0, 4).map((t) => t.name)).toEqual([
      'Invoices re-typed by hand',
      'Approvals chased over email',
      'Searching for documents in shared drives',
      'Scheduling and rotas in spreadsheets',
    ]);
    expect(report.themes[0]!.summary).toBe(
      '12 of 48 responses (25%) raise invoices; 10 describe typing or copying data by hand.',
    );
  });

  it('quotes verbatim, linked to the response number and question, Urdu in Urdu with a note instead of a gloss', () => {
    const quotes = report.themes.flatMap((t) => t.quotes);
    for (const quote of quotes) {
      const response = PLANTED_SURVEY.responses.find((r) => r.id === quote.responseId)!;
      expect(quote.responseNumber).toBe(response.n);
      const said = [...response.answers, ...(response.followUps ?? []).map((f) => ({ ...f, text: f.answer }))]
        .filter((a) => a.questionId === quote.questionId)
        .map((a) => a.text);
      expect(said.some((text) => text.includes(quote.text))).toBe(true);
    }
    const urdu = quotes.filter((q) => q.language === 'ur');
    expect(urdu.length).toBeGreaterThanOrEqual(4);
    for (const quote of urdu) expect(quote).toMatchObject({ gloss: null, glossNote: OFFLINE_GLOSS_NOTE });
    for (const quote of quotes.filter((q) => q.language === 'en')) expect(quote.glossNote).toBeNull();
  });

  it('does not count an answer that says the topic is fine', () => {
    const fine = PLANTED_SURVEY.responses.find((r) => r.answers[0]!.text.startsWith('Our invoices are fine'))!;
    expect(PLANTED_MEMBERS.invoices).not.toContain(fine.id);
    expect(report.themes.flatMap((t) => t.quotes).map((q) => q.responseId)).not.toContain(fine.id);
  });

  it('ranks opportunities by ICE score, each supported by its themes and quotes', () => {
    const [first, ...rest] = report.opportunities;
    expect(first).toMatchObject({ title: 'Read invoices automatically' });
    expect(first!.id).toMatch(/^document-capture-/);
    expect(first!.themeIds).toEqual([report.themes[0]!.id]);
    expect(first!.quotes.length).toBeGreaterThan(0);
    const scores = report.opportunities.map((o) => o.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const o of [first!, ...rest]) {
      expect(o.score).toBe(iceScore(o.impact.value, o.confidence.value, o.ease.value));
      for (const rating of [o.impact, o.confidence, o.ease]) expect(rating.reason.length).toBeGreaterThan(10);
    }
    expect(report.opportunities.map((o) => o.id.split('-theme-')[0])).toEqual(
      expect.arrayContaining(['approval-workflow', 'document-search', 'scheduling-assistant']),
    );
  });

  it('adds up the times the answers state, with the arithmetic shown', () => {
    // One opportunity per theme, named by its pattern and its theme: keyed here by the pattern.
    const byId = Object.fromEntries(report.opportunities.map((o) => [o.id.split('-theme-')[0], o]));
    expect(byId['document-search']).toMatchObject({
      hoursSavedPerWeek: 7.5,
      hoursSavedArithmetic: '3 people × 0.5 h/day (median) × 5 days = 7.5 h/week',
    });
    expect(byId['scheduling-assistant']).toMatchObject({
      hoursSavedPerWeek: 9,
      hoursSavedArithmetic: '3 people × 3 h/week (median) = 9 h/week',
    });
    expect(byId['approval-workflow']).toMatchObject({ hoursSavedPerWeek: null, hoursSavedArithmetic: null });
    expect(byId['approval-workflow']!.impact.reason).toContain('no times stated');
  });

  it('reports progress from 0 to 100, never going back', () => {
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
  });

  it('gives the same report for the same answers', () => {
    expect(analyseResponsesOffline(PLANTED_SURVEY)).toEqual(report);
  });
});

describe('analyseResponsesOffline on small and empty surveys', () => {
  const response = (n: number, text: string) => ({
    id: `r${n}`,
    n,
    language: 'en' as const,
    startedAt: `2025-01-0${n}T10:00:00.000Z`,
    completedAt: null,
    answers: [{ questionId: 'q1', text }],
  });
  const survey = (texts: string[]): AnalyseResponsesPayload => ({
    surveyId: 's',
    questions: [{ id: 'q1', text: 'What takes your time?' }],
    responses: texts.map((t, i) => response(i + 1, t)),
  });

  it('reports nothing, validly, when nobody has answered', () => {
    const report = analyseResponsesOffline(survey(['', '   ']));
    expect(report).toEqual({
      themes: [],
      opportunities: [],
      droppedQuotes: 0,
      coverage: { responses: 0, from: null, to: null },
      provider: 'offline',
      questionRoles: [{ questionId: 'q1', role: 'themes', inferred: true }],
    });
    expect(analyseResponsesResultSchema.safeParse(report).success).toBe(true);
  });

  it('finds a theme that two of three respondents raise in their own words', () => {
    const report = analyseResponsesOffline(
      survey([
        'Patient referrals come in by fax and we retype them, about 20 minutes each, 12 referrals a day.',
        'Chasing referrals that got lost is a nightmare.',
        'The car park is fine.',
      ]),
    );
    expect(report.coverage).toEqual({ responses: 3, from: '2025-01-01T10:00:00.000Z', to: '2025-01-03T10:00:00.000Z' });
    expect(report.themes[0]).toMatchObject({ id: 'theme-term-referral', responseCount: 2 });
    expect(report.themes[0]!.name).toMatch(/^Referrals?/);
    expect(analyseResponsesResultSchema.safeParse(report).success).toBe(true);
    expect(report.opportunities[0]).toMatchObject({
      hoursSavedPerWeek: 20,
      hoursSavedArithmetic: '1 person × 4 h/day × 5 days = 20 h/week',
    });
  });
});

describe('analyseResponsesOffline on themes no table knows', () => {
  const mixesScripts = (text: string) => /\p{Script=Latin}/u.test(text) && /\p{Script=Arabic}/u.test(text);

  it('names them in the respondents own words and proposes an honest generic opportunity, rated from the evidence', () => {
    const report = analyseResponsesOffline(fixturePayload(fromLegacy(INVENTED_WORDS)));
    const ledger = report.themes.find((t) => t.name === 'Glorp ledger')!;
    expect(ledger).toMatchObject({ responseCount: 9, summary: '9 of 34 responses (26%) raise the glorp ledger.' });
    expect(ledger.keyphrases).toEqual(expect.arrayContaining(['glorp', 'ledger']));
    const pilot = report.opportunities.find((o) => o.themeIds.includes(ledger.id))!;
    expect(pilot.title).toBe('Map and pilot an assistant for the glorp ledger');
    expect(pilot.impact.reason).toMatch(/^Raised by 9 of 34 responses \(26%\)/);
    expect(pilot.confidence.reason).toContain('no proven pattern matches yet');
    expect(report.themeCoverage).toEqual({
      unthemed: 6,
      summary: '6 of 34 responses (18%) fall in no theme.',
      minThemeSize: 3,
      minThemeSizeReason: "A theme needs at least 3 responses: fewer could be one person's view.",
    });
  });

  it('keeps an Urdu-only theme in Urdu, and every theme name and opportunity title in one script', () => {
    const report = analyseResponsesOffline(fixturePayload(fromLegacy(HOSPITAL_WARD)));
    const urdu = report.themes.find((t) => /\p{Script=Arabic}/u.test(t.name))!;
    expect(urdu.responseCount).toBe(5);
    for (const text of [...report.themes.map((t) => t.name), ...report.opportunities.map((o) => o.title)]) {
      expect({ text, mixed: mixesScripts(text) }).toEqual({ text, mixed: false });
    }
    expect(report.opportunities.find((o) => o.themeIds.includes(urdu.id))!.title).toBe(
      'Map and pilot an assistant for what 5 respondents raise in Urdu',
    );
  });
});

describe("analyseResponsesOffline with the links' hidden-field values", () => {
  // The planted survey's responses, alternately from finance and operations; the last few carry none.
  const payload: AnalyseResponsesPayload = {
    ...PLANTED_SURVEY,
    responses: PLANTED_SURVEY.responses.map((response, i) =>
      i >= 44 ? response : { ...response, hiddenFields: { team: i % 2 === 0 ? 'finance' : 'operations' } },
    ),
  };
  const report = analyseResponsesOffline(payload);

  it("counts the analysed responses per segment, and each theme's, without naming a response", () => {
    expect(analyseResponsesResultSchema.safeParse(report).success).toBe(true);
    expect(report.segments).toEqual({ team: { finance: 22, operations: 22 } });
    expect(report.themes.length).toBeGreaterThan(0);
    for (const theme of report.themes) {
      const counted = Object.values(theme.segments?.team ?? {}).reduce((a, b) => a + b, 0);
      // Every response of the theme that carried a team is counted once; the four without one are not.
      expect(counted).toBeLessThanOrEqual(theme.responseCount);
      expect(counted).toBeGreaterThanOrEqual(theme.responseCount - 4);
      expect(JSON.stringify(theme.segments)).not.toMatch(/[0-9a-f]{8}-/);
    }
  });

  it('gives no segments when no link carried a value', () => {
    const plain = analyseResponsesOffline(PLANTED_SURVEY);
    expect(plain.segments).toBeUndefined();
    expect(plain.themes.every((theme) => theme.segments === undefined)).toBe(true);
  });
});

describe('analyseResponsesOffline reads the survey design (issue 46)', () => {
  const survey = fromLegacyless();
  const report = analyseResponsesOffline(survey);

  function fromLegacyless(): AnalyseResponsesPayload {
    const work = [
      'The shared inbox gets 300 emails a day and we sort every email by hand.',
      'Sorting the shared inbox: every email read, forwarded, filed.',
      'Emails in the shared inbox pile up, nobody knows who replied.',
      'Rota changes by phone every morning.',
    ];
    const remarks = ['No comment.', 'Parking is full by 9.', 'Happy overall.', 'کچھ نہیں', 'Parking again.'];
    return {
      surveyId: 's',
      questions: [
        { id: 'role', text: 'What is your role?', questionType: 'single_choice', options: ['Clerk', 'Manager'] },
        { id: 'work', text: 'What takes most of your week?', questionType: 'textarea' },
        { id: 'hours', text: 'How many hours a week?', questionType: 'number', unit: 'hours per week' },
        { id: 'else', text: 'Anything else?', questionType: 'textarea', role: 'remarks' },
      ],
      responses: remarks.map((remark, i) => ({
        id: `r${i}`,
        n: i + 1,
        language: 'en' as const,
        startedAt: '2026-01-05T08:00:00.000Z',
        completedAt: null,
        answers: [
          { questionId: 'role', text: i % 2 === 0 ? 'Clerk' : 'Manager' },
          ...(work[i] ? [{ questionId: 'work', text: work[i]! }] : []),
          { questionId: 'hours', text: `${4 + i} hours per week` },
          { questionId: 'else', text: remark },
        ],
      })),
    };
  }

  it('says which role each question had, inferred or chosen', () => {
    expect(report.questionRoles).toEqual([
      { questionId: 'role', role: 'segment', inferred: true },
      { questionId: 'work', role: 'themes', inferred: true },
      { questionId: 'hours', role: 'measure', inferred: true },
      { questionId: 'else', role: 'remarks', inferred: false },
    ]);
  });

  it('finds themes in the themes answers only, split by the segment question', () => {
    expect(report.themes.map((t) => t.responseCount)).toEqual([3]);
    expect(report.themes[0]!.segmentAnswers).toEqual({ role: { Clerk: 2, Manager: 1 } });
    expect(report.segmentAnswers).toEqual({ role: { Clerk: 3, Manager: 2 } });
    for (const q of report.themes.flatMap((t) => t.quotes)) expect(q.questionId).toBe('work');
  });

  it('groups the remarks apart, counting non-answers and sentiment without naming a theme after them', () => {
    expect(report.remarks).toEqual({
      name: 'Other remarks',
      questionIds: ['else'],
      responseCount: 2,
      nonAnswers: 3,
      summary:
        '2 of 5 responses (40%) add a remark, most often about parking (2). 3 more answer with nothing beyond a non-answer or how they feel.',
      topics: [{ phrase: 'parking', count: 2 }],
    });
    expect(analyseResponsesResultSchema.safeParse(report).success).toBe(true);
  });
});

import type { AnalyseResponsesResult, ReportQuote } from '@seedline/shared';
import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { boardLog } from './board-history';
import {
  applyCuration,
  baselineOf,
  boardFrom,
  carryCuration,
  curatedFindings,
  quoteKeyOf,
  type CurationChange,
} from './findings-board';
import { decider, CURATE_NOT_COMPLETED_MESSAGE, THEME_NOT_FOUND_MESSAGE, type ReportCommand } from './report.decider';
import type { ReportCompleted, ReportCurated, ReportEvent, ReportRequested } from './report.events';

const coverage = { responses: 10, from: '2025-02-01T09:00:00.000Z', to: '2025-02-03T09:00:00.000Z' };
const quote = (responseId: string, text: string, n = 1): ReportQuote => ({
  text,
  responseId,
  responseNumber: n,
  questionId: 'q1',
  source: 'answer',
  language: 'en',
  gloss: null,
  glossNote: null,
});

const result: AnalyseResponsesResult = {
  themes: [
    {
      id: 'theme-inbox',
      name: 'Inbox',
      summary: '3 of 10 responses (30%) raise the inbox.',
      responseCount: 3,
      share: 0.3,
      quotes: [quote('r1', 'Sorting the shared inbox'), quote('r2', 'The inbox takes my morning')],
      responseIds: ['r1', 'r2', 'r3'],
    },
    {
      id: 'theme-triage',
      name: 'Triage',
      summary: '2 of 10 responses (20%) raise triage.',
      responseCount: 2,
      share: 0.2,
      quotes: [quote('r4', 'Triage of e-mails by hand'), quote('r5', 'Forwarding mails to the right person')],
      responseIds: ['r4', 'r5'],
    },
    {
      id: 'theme-parking',
      name: 'Parking',
      summary: '2 of 10 responses (20%) raise parking.',
      responseCount: 2,
      share: 0.2,
      quotes: [quote('r6', 'No parking near the office'), quote('r7', 'Parking is full by nine')],
      responseIds: ['r6', 'r7'],
    },
  ],
  opportunities: [
    {
      id: 'o-inbox',
      title: 'Sort the shared inbox automatically',
      description: 'A classifier routes each e-mail.',
      impact: { value: 8, reason: 'Raised often.' },
      confidence: { value: 6, reason: 'Some detail.' },
      ease: { value: 7, reason: 'Off the shelf.' },
      score: 7,
      themeIds: ['theme-inbox', 'theme-triage'],
      quotes: [quote('r1', 'Sorting the shared inbox'), quote('r6', 'No parking near the office')],
      hoursSavedPerWeek: null,
      hoursSavedArithmetic: null,
    },
  ],
  droppedQuotes: 0,
  coverage,
  provider: 'offline',
};

const curate = (board: ReturnType<typeof boardFrom>, ...changes: CurationChange[]) =>
  changes.reduce(applyCuration, board);
const names = (findings: ReturnType<typeof curatedFindings>) => findings.themes.map((t) => t.name);

describe('findings board (pure)', () => {
  it('starts as the analysis left it', () => {
    const findings = curatedFindings(boardFrom(result), result, new Set());
    expect(names(findings)).toEqual(['Inbox', 'Triage', 'Parking']);
    expect(findings.themes[0]).toMatchObject({ summary: result.themes[0]!.summary, responseCount: 3, hidden: false });
  });

  it('renames, merges (answers, quotes and sources join) and the opportunity names the curated theme', () => {
    const board = curate(
      boardFrom(result),
      { type: 'ThemesMerged', data: { themeId: 'theme-triage', intoThemeId: 'theme-inbox' } },
      { type: 'ThemeRenamed', data: { themeId: 'theme-inbox', name: 'Shared inbox triage' } },
    );
    const findings = curatedFindings(board, result, new Set());
    expect(names(findings)).toEqual(['Shared inbox triage', 'Parking']);
    expect(findings.themes[0]).toMatchObject({
      responseCount: 5,
      share: 0.5,
      summary: 'Raised in 5 of 10 responses (50%).',
      sources: ['theme-inbox', 'theme-triage'],
    });
    expect(findings.themes[0]!.quotes.map((q) => q.responseId)).toEqual(['r1', 'r2', 'r4', 'r5']);
    expect(findings.opportunities[0]).toMatchObject({ themeIds: ['theme-inbox'], themeNames: ['Shared inbox triage'] });
  });

  it("an opportunity quotes only its themes' answers, never the same words twice", () => {
    const findings = curatedFindings(boardFrom(result), result, new Set());
    const texts = findings.opportunities[0]!.quotes.map((q) => q.text);
    expect(texts).not.toContain('No parking near the office');
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('splits by picked answers, moves an answer, hides with a reason: hidden themes serve no opportunity', () => {
    const board = curate(
      boardFrom(result),
      {
        type: 'ThemeSplit',
        data: { themeId: 'theme-inbox', newThemeId: 'split-1', name: 'Morning mail', responseIds: ['r2'] },
      },
      { type: 'AnswerMoved', data: { responseId: 'r5', fromThemeId: 'theme-triage', toThemeId: 'theme-inbox' } },
      { type: 'ThemeHidden', data: { themeId: 'theme-parking', reason: 'A side remark, not a pain' } },
    );
    const findings = curatedFindings(board, result, new Set());
    expect(findings.themes.map((t) => [t.name, t.responseCount, t.hidden])).toEqual([
      ['Inbox', 3, false],
      ['Morning mail', 1, false],
      ['Triage', 1, false],
      ['Parking', 2, true],
    ]);
    expect(findings.themes[3]!.hiddenReason).toBe('A side remark, not a pain');
    expect(findings.themes[1]!.quotes.map((q) => q.text)).toEqual([]);
    expect(findings.themes[1]!.availableQuotes.map((q) => q.text)).toEqual(['The inbox takes my morning']);
    const hidden = curate(
      board,
      { type: 'ThemeHidden', data: { themeId: 'theme-inbox', reason: 'x' } },
      {
        type: 'ThemeHidden',
        data: { themeId: 'theme-triage', reason: 'x' },
      },
    );
    expect(curatedFindings(hidden, result, new Set()).opportunities).toEqual([]);
  });

  it('chooses and orders quotes, sets segment notes, edits ICE scores with the score recomputed', () => {
    const board = curate(
      boardFrom(result),
      {
        type: 'QuotesChosen',
        data: { themeId: 'theme-inbox', quoteKeys: [quoteKeyOf(quote('r2', '')), quoteKeyOf(quote('r1', ''))] },
      },
      { type: 'SegmentNotesSet', data: { themeId: 'theme-inbox', notes: 'Mostly the front desk' } },
      {
        type: 'IceScoresEdited',
        data: { opportunityId: 'o-inbox', impact: 9, confidence: 8, ease: 4, reason: 'Their mail server is on site' },
      },
    );
    const findings = curatedFindings(board, result, new Set());
    expect(findings.themes[0]!.quotes.map((q) => q.responseId)).toEqual(['r2', 'r1']);
    expect(findings.themes[0]!.segmentNotes).toBe('Mostly the front desk');
    expect(findings.opportunities[0]).toMatchObject({
      impact: { value: 9 },
      ease: { value: 4 },
      score: 7,
      iceEditReason: 'Their mail server is on site',
    });
  });

  it('an erased answer leaves every theme and every quote, after a merge too', () => {
    const board = curate(boardFrom(result), {
      type: 'ThemesMerged',
      data: { themeId: 'theme-triage', intoThemeId: 'theme-inbox' },
    });
    const findings = curatedFindings(board, result, new Set(['r1', 'r4']));
    expect(findings.themes[0]!.responseCount).toBe(3);
    const everyQuote = [
      ...findings.themes.flatMap((t) => [...t.quotes, ...t.availableQuotes]),
      ...findings.opportunities.flatMap((o) => o.quotes),
    ];
    expect(everyQuote.map((q) => q.responseId)).not.toContain('r1');
    expect(everyQuote.map((q) => q.responseId)).not.toContain('r4');
  });

  it('a re-run keeps the curation: new answers join curated themes, new themes are offered as candidates', () => {
    const curated = curate(
      boardFrom(result),
      { type: 'ThemesMerged', data: { themeId: 'theme-triage', intoThemeId: 'theme-inbox' } },
      { type: 'ThemeRenamed', data: { themeId: 'theme-inbox', name: 'Shared inbox triage' } },
      { type: 'ThemeHidden', data: { themeId: 'theme-parking', reason: 'Side remark' } },
    );
    const rerun: AnalyseResponsesResult = {
      ...result,
      coverage: { ...coverage, responses: 14 },
      themes: [
        // the analysis split differently this time, with new answers r11, r12
        { ...result.themes[1]!, id: 'theme-mail', responseIds: ['r4', 'r5', 'r2', 'r11', 'r12'] },
        { ...result.themes[0]!, responseIds: ['r1', 'r3'] },
        { ...result.themes[2]!, responseIds: ['r6', 'r7', 'r13'] },
        { ...result.themes[2]!, id: 'theme-invoices', name: 'Invoices', responseIds: ['r14', 'r8'] },
      ],
    };
    const board = carryCuration(baselineOf(curated, 'report-1'), rerun);
    const findings = curatedFindings(board, rerun, new Set());
    expect(findings.themes.map((t) => [t.name, t.responseCount, t.hidden, t.origin])).toEqual([
      ['Shared inbox triage', 7, false, 'analysis'],
      ['Parking', 3, true, 'analysis'],
      ['Invoices', 2, false, 'candidate'],
    ]);
    expect(findings.changes).toEqual([
      { kind: 'joined', themeId: 'theme-inbox', responses: 2 },
      { kind: 'joined', themeId: 'theme-parking', responses: 1 },
      { kind: 'candidate', themeId: 'theme-invoices', responses: 2 },
    ]);
    const kept = applyCuration(board, { type: 'ThemeKept', data: { themeId: 'theme-invoices' } });
    expect(curatedFindings(kept, rerun, new Set()).themes[2]!.origin).toBe('analysis');
  });
});

// ---- the decider: every board change is an event on the report stream ----

const requested: ReportRequested = {
  type: 'ReportRequested',
  schemaVersion: 1,
  data: { reportId: 'r1', surveyId: 's1', requestedAt: '2025-03-01T10:00:00.000Z', provider: 'offline', coverage },
};
const completed: ReportCompleted = {
  type: 'ReportCompleted',
  schemaVersion: 1,
  data: { reportId: 'r1', completedAt: '2025-03-01T10:00:04.000Z', durationMs: 4000, droppedQuotes: 0, report: result },
};
const given = deciderSpec(decider);
const curateCommand = (change: CurationChange): ReportCommand => ({ type: 'CurateReport', reportId: 'r1', change });
const event = (change: CurationChange): ReportCurated => ({ ...change, schemaVersion: 1 }) as ReportCurated;

describe('report decider: curation', () => {
  it('records each change as an event, trimmed', () => {
    given(requested, completed)
      .when(curateCommand({ type: 'ThemeRenamed', data: { themeId: 'theme-inbox', name: '  Shared inbox  ' } }))
      .then([event({ type: 'ThemeRenamed', data: { themeId: 'theme-inbox', name: 'Shared inbox' } })]);
    given(requested, completed)
      .when(curateCommand({ type: 'ThemesMerged', data: { themeId: 'theme-triage', intoThemeId: 'theme-inbox' } }))
      .then([event({ type: 'ThemesMerged', data: { themeId: 'theme-triage', intoThemeId: 'theme-inbox' } })]);
    given(requested, completed)
      .when(curateCommand({ type: 'ThemeHidden', data: { themeId: 'theme-parking', reason: ' Side remark ' } }))
      .then([event({ type: 'ThemeHidden', data: { themeId: 'theme-parking', reason: 'Side remark' } })]);
  });

  it('refuses a change before the report completes, an unknown theme, a hide without reason, an empty name', () => {
    given(requested)
      .when(curateCommand({ type: 'ThemeShown', data: { themeId: 'theme-inbox' } }))
      .thenThrows(new IllegalStateError(CURATE_NOT_COMPLETED_MESSAGE));
    given(requested, completed)
      .when(curateCommand({ type: 'ThemeRenamed', data: { themeId: 'theme-nope', name: 'x' } }))
      .thenThrows(new NotFoundError(THEME_NOT_FOUND_MESSAGE));
    given(requested, completed)
      .when(curateCommand({ type: 'ThemeHidden', data: { themeId: 'theme-parking', reason: '  ' } }))
      .thenThrows(new ValidationError('The reason for hiding a theme cannot be empty'));
    given(requested, completed)
      .when(curateCommand({ type: 'ThemeRenamed', data: { themeId: 'theme-inbox', name: '' } }))
      .thenThrows(new ValidationError('A theme name cannot be empty'));
  });

  it('a theme quotes only its own answers; a split leaves at least one; a move needs the answer in the theme', () => {
    given(requested, completed)
      .when(curateCommand({ type: 'QuotesChosen', data: { themeId: 'theme-inbox', quoteKeys: ['r6/q1/answer'] } }))
      .thenThrows(new ValidationError('A theme quotes only its own answers'));
    given(requested, completed)
      .when(
        curateCommand({
          type: 'ThemeSplit',
          data: { themeId: 'theme-triage', newThemeId: 'split-1', name: 'All', responseIds: ['r4', 'r5'] },
        }),
      )
      .thenThrows(new ValidationError('Leave at least one answer in the theme'));
    given(requested, completed)
      .when(
        curateCommand({
          type: 'AnswerMoved',
          data: { responseId: 'r1', fromThemeId: 'theme-triage', toThemeId: 'theme-inbox' },
        }),
      )
      .thenThrows(new ValidationError('The answer is not in that theme'));
  });

  it('a renamed theme no longer named so, or a merged one, is not found; ICE edits need a known opportunity and a reason', () => {
    const merged = event({ type: 'ThemesMerged', data: { themeId: 'theme-triage', intoThemeId: 'theme-inbox' } });
    given(requested, completed, merged)
      .when(curateCommand({ type: 'ThemeHidden', data: { themeId: 'theme-triage', reason: 'x' } }))
      .thenThrows(new NotFoundError(THEME_NOT_FOUND_MESSAGE));
    given(requested, completed)
      .when(
        curateCommand({
          type: 'IceScoresEdited',
          data: { opportunityId: 'o-inbox', impact: 9, confidence: 8, ease: 4, reason: '' },
        }),
      )
      .thenThrows(new ValidationError('The reason for the new scores cannot be empty'));
    given(requested, completed)
      .when(
        curateCommand({
          type: 'IceScoresEdited',
          data: { opportunityId: 'o-x', impact: 9, confidence: 8, ease: 4, reason: 'x' },
        }),
      )
      .thenThrows(new NotFoundError('Opportunity not found'));
  });

  it('a rebuild from the stream gives the same board, and the history says who changed what and when', () => {
    const changes: ReportEvent[] = [
      event({ type: 'ThemesMerged', data: { themeId: 'theme-triage', intoThemeId: 'theme-inbox' } }),
      event({ type: 'ThemeRenamed', data: { themeId: 'theme-inbox', name: 'Shared inbox triage' } }),
      event({ type: 'ThemeHidden', data: { themeId: 'theme-parking', reason: 'Side remark' } }),
    ];
    const recorded = [requested, completed, ...changes].map((e, i) => ({
      ...e,
      metadata: { actor: 'admin' },
      recordedAt: `2025-03-01T10:0${i}:00.000Z`,
    }));
    const log = recorded.reduce(boardLog.evolve, boardLog.initialState());
    const live = changes.reduce(decider.evolve, [requested, completed].reduce(decider.evolve, decider.initialState()));
    expect(log.state).toEqual(live);
    expect(log.history).toEqual([
      { at: '2025-03-01T10:02:00.000Z', by: 'admin', type: 'ThemesMerged', summary: 'Merged "Triage" into "Inbox"' },
      {
        at: '2025-03-01T10:03:00.000Z',
        by: 'admin',
        type: 'ThemeRenamed',
        summary: 'Renamed "Inbox" to "Shared inbox triage"',
      },
      { at: '2025-03-01T10:04:00.000Z', by: 'admin', type: 'ThemeHidden', summary: 'Hid "Parking": Side remark' },
    ]);
  });
});

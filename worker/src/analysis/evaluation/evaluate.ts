import type { AnalyseResponsesResult } from '@seedline/shared';
import { analyseOfflineWithMembers } from '../analyse-responses-offline';
import { fixturePayload, plantedMembers, responseId, type SurveyFixture } from './fixture';

/**
 * Runs the offline report on a fixture and holds it to what a consultant needs (issue 46):
 * - each planted pain goes to the report theme sharing most responses with it; it is found when most of
 *   that theme's responses raise it and its count is within ±20% of the truth;
 * - no theme comes from answers that are not about the work: most of a theme's answers are answers to a
 *   `themes` question that are no non-answer, bare sentiment or side remark;
 * - each opportunity quotes only answers of its own themes, never the same words twice;
 * - where the survey has a measure question, each opportunity's hours come from it: the people of its
 *   themes who answered it × the median of their answers, and the arithmetic says so ("median of Q3").
 */
export type PlantedOutcome = {
  planted: string;
  size: number;
  /** The report theme it went to, or null when no theme shares a response with it. */
  theme: { id: string; name: string; count: number; overlap: number; rank: number } | null;
  found: boolean;
};

export type ThemeOutcome = {
  id: string;
  name: string;
  count: number;
  keyphrases: string[];
  /** Why it should not be a theme: most of its answers are off the work ("noise") or from another role. */
  offRole: 'segment' | 'measure' | 'remarks' | 'left_out' | 'noise' | null;
};

export type FixtureOutcome = {
  fixture: string;
  field: string;
  responses: number;
  themes: ThemeOutcome[];
  planted: PlantedOutcome[];
  /** Opportunities quoting answers outside their themes, or the same words twice. */
  opportunityFaults: string[];
  /** Per opportunity with hours where the survey has a measure question: whether they come from it. */
  hours: { measured: boolean; fromMeasure: number; opportunities: number; faults: string[] };
  unthemed: number;
  unthemedSummary: string | undefined;
  /** The report's own words on remarks and saturation, when it has them. */
  notes: string[];
};

export const COUNT_TOLERANCE = 0.2;
export const MIN_EVALUATED_SIZE = 5;

export function evaluateFixture(fixture: SurveyFixture): FixtureOutcome {
  const { report, members, sources } = analyseOfflineWithMembers(fixturePayload(fixture));
  const truth = plantedMembers(fixture);
  const planted = fixture.planted.map((p): PlantedOutcome => {
    const wanted = new Set(truth.get(p.id));
    let best: PlantedOutcome['theme'] = null;
    report.themes.forEach((t, rank) => {
      const overlap = (members.get(t.id) ?? []).filter((id) => wanted.has(id)).length;
      if (overlap > (best?.overlap ?? 0)) best = { id: t.id, name: t.name, count: t.responseCount, overlap, rank };
    });
    const theme = best as PlantedOutcome['theme'];
    const found =
      theme !== null &&
      theme.overlap > theme.count / 2 &&
      Math.abs(theme.count - p.size) <= COUNT_TOLERANCE * p.size + 1e-9;
    return { planted: p.id, size: p.size, theme, found };
  });
  const themes = report.themes.map((t): ThemeOutcome => ({
    id: t.id,
    name: t.name,
    count: t.responseCount,
    keyphrases: t.keyphrases ?? [],
    offRole: offRole(fixture, sources.get(t.id) ?? []),
  }));
  return {
    fixture: fixture.id,
    field: fixture.field,
    responses: report.coverage.responses,
    themes,
    planted,
    opportunityFaults: opportunityFaults(report, sources),
    hours: measuredHours(fixture, report, members),
    unthemed: report.themeCoverage?.unthemed ?? -1,
    unthemedSummary: report.themeCoverage?.summary,
    notes: reportNotes(report),
  };
}

type Source = { responseId: string; questionId: string };

/** What most of a theme's answers are, when they are not answers about the work. */
function offRole(fixture: SurveyFixture, answers: readonly Source[]): ThemeOutcome['offRole'] {
  const roles = new Map(fixture.questions.map((q) => [q.id, q.role]));
  const byId = new Map(fixture.responses.map((r, i) => [responseId(fixture.id, i), r]));
  const tally = new Map<string, number>();
  for (const a of answers) {
    const role = roles.get(a.questionId) ?? 'themes';
    const kind = role !== 'themes' ? role : byId.get(a.responseId)?.noise?.[a.questionId] ? 'noise' : 'themes';
    tally.set(kind, (tally.get(kind) ?? 0) + 1);
  }
  const [top, n] = [...tally].sort((a, b) => b[1] - a[1])[0] ?? ['themes', 0];
  const onWork = tally.get('themes') ?? 0;
  return top === 'themes' || onWork * 2 >= answers.length || n === 0 ? null : (top as ThemeOutcome['offRole']);
}

function opportunityFaults(report: AnalyseResponsesResult, sources: ReadonlyMap<string, readonly Source[]>): string[] {
  const faults: string[] = [];
  for (const o of report.opportunities) {
    const own = new Set(
      o.themeIds.flatMap((id) => (sources.get(id) ?? []).map((s) => `${s.responseId}/${s.questionId}`)),
    );
    const seen: string[] = [];
    for (const q of o.quotes) {
      if (!own.has(`${q.responseId}/${q.questionId}`))
        faults.push(`"${o.title}" quotes #${q.responseNumber} (${q.questionId}), outside its themes`);
      const words = q.text.toLowerCase().replace(/\s+/g, ' ').trim();
      if (seen.some((w) => w.includes(words) || words.includes(w)))
        faults.push(`"${o.title}" quotes the same words twice`);
      seen.push(words);
    }
  }
  return faults;
}

/** "Q3": a question's place in the survey, as the report cites it. */
export function questionLabel(fixture: SurveyFixture, questionId: string): string {
  return `Q${fixture.questions.findIndex((q) => q.id === questionId) + 1}`;
}

function measuredHours(
  fixture: SurveyFixture,
  report: AnalyseResponsesResult,
  members: ReadonlyMap<string, readonly string[]>,
): FixtureOutcome['hours'] {
  const measure = fixture.questions.find((q) => q.role === 'measure' && q.type === 'number');
  const out: FixtureOutcome['hours'] = { measured: !!measure, fromMeasure: 0, opportunities: 0, faults: [] };
  if (!measure) return out;
  const label = questionLabel(fixture, measure.id);
  const byId = new Map(fixture.responses.map((r, i) => [responseId(fixture.id, i), r]));
  for (const o of report.opportunities) {
    const people = new Set(o.themeIds.flatMap((id) => members.get(id) ?? []));
    const values = [...people].flatMap((id) => {
      const v = byId.get(id)?.answers[measure.id];
      return typeof v === 'number' ? [v] : [];
    });
    if (values.length === 0) continue;
    out.opportunities++;
    const expected = Math.round(values.length * median(values) * 10) / 10;
    const cites = (o.hoursSavedArithmetic ?? '').includes(label);
    if (cites && o.hoursSavedPerWeek === expected) out.fromMeasure++;
    else
      out.faults.push(
        `"${o.title}": ${o.hoursSavedArithmetic ?? 'no hours'} (expected ${values.length} × median ${median(values)} of ${label} = ${expected})`,
      );
  }
  return out;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function reportNotes(report: AnalyseResponsesResult): string[] {
  const extra = report as AnalyseResponsesResult & {
    remarks?: { name: string; responseCount: number };
    saturation?: { summary: string };
  };
  return [
    ...(extra.remarks ? [`${extra.remarks.name} ${extra.remarks.responseCount}`] : []),
    ...(extra.saturation ? [extra.saturation.summary] : []),
  ];
}

/** Whether a fixture meets every goal of issue 46. */
export function meetsGoals(o: FixtureOutcome): boolean {
  return (
    o.planted.every((p) => p.size < MIN_EVALUATED_SIZE || p.found) &&
    o.themes.every((t) => t.offRole === null) &&
    o.opportunityFaults.length === 0 &&
    o.hours.faults.length === 0
  );
}

/** One Markdown row per fixture. */
export function outcomeRow(o: FixtureOutcome): string {
  const evaluated = o.planted.filter((p) => p.size >= MIN_EVALUATED_SIZE);
  const found = evaluated.filter((p) => p.found).length;
  const counts = o.planted
    .map((p) => `${p.planted} ${p.theme && p.theme.overlap > 0 ? p.theme.count : 0}/${p.size}${p.found ? '' : ' ✗'}`)
    .join(', ');
  const off = o.themes.filter((t) => t.offRole !== null);
  const offText = off.length === 0 ? '0' : `${off.length}: ${off.map((t) => `${t.name} (${t.offRole})`).join(', ')}`;
  const hours = o.hours.measured ? `${o.hours.fromMeasure} of ${o.hours.opportunities}` : 'no measure';
  const share =
    o.unthemed >= 0
      ? `${o.unthemed} of ${o.responses} (${Math.round((o.unthemed / Math.max(1, o.responses)) * 100)}%)`
      : 'not reported';
  return `| ${o.fixture} | ${found} of ${evaluated.length} | ${counts} | ${o.themes.length} | ${offText} | ${o.opportunityFaults.length} | ${hours} | ${share} |`;
}

export const OUTCOME_HEADER = [
  '| fixture | found (≥5) | count/truth per planted pain | themes | themes off the work | opportunity quote faults | hours from the measure | in no theme |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];

/** The table, the totals and each fixture's themes, as the evaluation commands print them. */
export function outcomeReport(outcomes: readonly FixtureOutcome[]): string {
  const evaluated = outcomes.flatMap((o) => o.planted.filter((p) => p.size >= MIN_EVALUATED_SIZE));
  const off = outcomes.reduce((n, o) => n + o.themes.filter((t) => t.offRole !== null).length, 0);
  const faults = outcomes.reduce((n, o) => n + o.opportunityFaults.length, 0);
  const hoursFaults = outcomes.reduce((n, o) => n + o.hours.faults.length, 0);
  const totals = [
    `planted pains of 5 or more found: ${evaluated.filter((p) => p.found).length} of ${evaluated.length}`,
    `themes off the work: ${off}; opportunity quote faults: ${faults}; opportunities whose hours do not come from the measure: ${hoursFaults}`,
    `fixtures meeting every goal: ${outcomes.filter(meetsGoals).length} of ${outcomes.length}`,
  ];
  const details = outcomes.map((o) =>
    [
      `${o.fixture}: ${o.themes.map((t) => `${t.name} (${t.count}; ${t.keyphrases.join(', ')})`).join(' | ')}`,
      ...o.notes.map((n) => `  ${n}`),
      ...o.opportunityFaults.map((f) => `  opportunity: ${f}`),
      ...o.hours.faults.map((f) => `  hours: ${f}`),
    ].join('\n'),
  );
  return [...OUTCOME_HEADER, ...outcomes.map(outcomeRow), '', ...totals, '', ...details].join('\n');
}

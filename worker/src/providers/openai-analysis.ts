import { UnrecoverableError } from 'bullmq';
import {
  MAX_QUOTE_LENGTH,
  MAX_QUOTES_PER_THEME,
  MAX_REPORT_OPPORTUNITIES,
  MAX_REPORT_THEMES,
  iceScore,
  type AnalyseResponsesPayload,
  type AnalyseResponsesResult,
  type AnalysedResponse,
  type AnalysisProgress,
  type ReportOpportunity,
  type ReportQuote,
  type ReportTheme,
  describeIssues,
} from '@seedline/shared';
import { guardQuotes } from '../analysis/quote-guard';
import { measureAnswers, measuredHours, type MeasureAnswers } from '../analysis/measured-hours';
import { answerKind } from '../analysis/non-answers';
import { distinctQuotes } from '../analysis/opportunities';
import { QuestionRoles, answeredAny } from '../analysis/question-roles';
import { segmentAnswers, withSegmentAnswers } from '../analysis/segment-answers';
import { designParts, themesPerResponse } from '../analysis/survey-design';
import { minThemeSize } from '../analysis/themes';
import { segmentCounts, withSegments } from '../analysis/segments';
import {
  mapMessages,
  reAskMessages,
  reduceMessages,
  unitLine,
  type AnalysisUnit,
  type CandidateForPrompt,
  type ChatMessage,
} from './openai-analysis.prompts';
import { mapAnswerSchema, reduceAnswerSchema, type MapAnswer, type ReduceAnswer } from './openai-analysis.schemas';
import { MalformedModelOutputError, parseJsonObject } from './parse';
import { detectLanguage } from '../analysis/text-analysis';

/** The model, as the analysis uses it: one JSON-mode chat completion per call. */
export type AnalysisModel = { name: string; ask(messages: ChatMessage[]): Promise<string | null> };

/** Prompt tokens one map call may spend on answers (estimated as characters / 4). */
export const DEFAULT_ANALYSIS_TOKEN_BUDGET = 6_000;
export const MACHINE_GLOSS_NOTE = 'Machine translation';

export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

/** The model's answer stayed unusable after the one re-ask: asking the whole job again would not help. */
export class AnalysisAnswerUnusableError extends UnrecoverableError {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisAnswerUnusableError';
  }
}

type Candidate = CandidateForPrompt & { responseIds: Set<string>; reportQuotes: ReportQuote[] };

/**
 * Map-reduce over the answers: 1. cut them into chunks that fit the token budget, 2. map: ask for each
 * chunk's themes with verbatim quotes (and English glosses of Urdu ones), 3. reduce: ask to merge the
 * candidates into themes and rate opportunities (ICE), 4. the quote guard, as every provider runs it.
 * A malformed answer is asked again once per step, then the job fails for good.
 * The survey's design is read as the offline method reads it (issue 46): only answers to `themes`
 * questions (less non-answers and bare sentiment) go to the model; the remarks group, the segment counts,
 * the measured hours and saturation are computed here, not asked. The model's themes are candidates
 * (`candidate: true`) for the consultant to curate.
 */
export async function analyseWithModel(
  payload: AnalyseResponsesPayload,
  onProgress: AnalysisProgress,
  model: AnalysisModel,
  options: { tokenBudget?: number } = {},
): Promise<AnalyseResponsesResult> {
  onProgress(0);
  const roles = new QuestionRoles(payload.questions);
  const units = unitsOf(payload, roles);
  const analysed = payload.responses.filter((r) => answeredAny(r, roles));
  const times = analysed.map((r) => r.startedAt).sort();
  const coverage = { responses: analysed.length, from: times[0] ?? null, to: times[times.length - 1] ?? null };
  const themesQuestions = roles.withRole('themes').map((q) => ({ ...q, label: roles.label(q.id) }));
  const design = (themes: ReadonlyArray<{ id: string; members: readonly number[] }>) =>
    designParts(analysed, roles, themesPerResponse(analysed.length, themes), minThemeSize(analysed.length));
  const empty: AnalyseResponsesResult = {
    themes: [],
    opportunities: [],
    droppedQuotes: 0,
    coverage,
    provider: 'openai',
  };
  if (units.length === 0) return (onProgress(100), { ...empty, ...design([]) });

  // 1..2. Map (0..80 %).
  const questionNumber = new Map(payload.questions.map((q, i) => [q.id, i + 1]));
  const lines = units.map((u) => unitLine(u, questionNumber.get(u.questionId) ?? 0));
  const overhead = estimateTokens(
    mapMessages(themesQuestions, [], { index: 0, count: 1 })
      .map((m) => m.content)
      .join(''),
  );
  const chunks = chunkByBudget(lines, Math.max(200, (options.tokenBudget ?? DEFAULT_ANALYSIS_TOKEN_BUDGET) - overhead));
  const byId = new Map(units.map((u) => [u.id, u]));
  const candidates: Candidate[] = [];
  for (const [index, chunk] of chunks.entries()) {
    const inChunk = new Set(chunk.map((i) => units[i]!.id));
    const answer = await askParsed(
      model,
      mapMessages(
        themesQuestions,
        chunk.map((i) => lines[i]!),
        { index, count: chunks.length },
      ),
      (content) => parseMap(content, inChunk, byId),
    );
    for (const theme of answer.themes) candidates.push(candidateOf(`c${candidates.length + 1}`, theme, byId));
    onProgress(((index + 1) / chunks.length) * 80);
  }
  if (candidates.length === 0) return (onProgress(100), { ...empty, ...design([]) });

  // 3. Reduce (80..95 %).
  const reduceOverhead = estimateTokens(
    reduceMessages([], analysed.length)
      .map((m) => m.content)
      .join(''),
  );
  const shown = fitCandidates(candidates, (options.tokenBudget ?? DEFAULT_ANALYSIS_TOKEN_BUDGET) - reduceOverhead);
  const ids = new Set(shown.map((c) => c.id));
  const measures = roles.withRole('measure').map((q) => measureAnswers(q, roles.label(q.id), analysed));
  const reduced = await askParsed(model, reduceMessages(shown, analysed.length, measures.length > 0), (content) =>
    parseReduce(content, ids),
  );
  onProgress(95);

  // 4. The report, through the quote guard.
  const made = reportOf(reduced, new Map(shown.map((c) => [c.id, c])), analysed, { ...empty }, roles, measures);
  const report = { ...made.report, ...design(made.members) };
  const guarded = guardQuotes(report, payload.responses);
  onProgress(100);
  return guarded;
}

/** Every answer and follow-up answer to a `themes` question that says something, in response order. */
export function unitsOf(
  payload: AnalyseResponsesPayload,
  roles = new QuestionRoles(payload.questions),
): AnalysisUnit[] {
  const units: AnalysisUnit[] = [];
  for (const r of payload.responses) {
    const add = (questionId: string, source: AnalysisUnit['source'], text: string) => {
      if (!text.trim() || roles.of(questionId) !== 'themes' || answerKind(text) !== 'content') return;
      const language = r.language === 'ur' || detectLanguage(text) === 'ur' ? 'ur' : 'en';
      units.push({ id: `u${units.length + 1}`, responseId: r.id, n: r.n, questionId, source, language, text });
    };
    for (const a of r.answers) add(a.questionId, 'answer', a.text);
    for (const f of r.followUps ?? []) add(f.questionId, 'follow-up', f.answer);
  }
  return units;
}

/** Consecutive lines grouped so each group's estimated tokens stay within the budget (a longer line goes alone). */
export function chunkByBudget(lines: readonly string[], budgetTokens: number): number[][] {
  const chunks: number[][] = [];
  let current: number[] = [];
  let used = 0;
  lines.forEach((line, i) => {
    const cost = estimateTokens(line) + 1;
    if (current.length > 0 && used + cost > budgetTokens) {
      chunks.push(current);
      current = [];
      used = 0;
    }
    current.push(i);
    used += cost;
  });
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function askParsed<T>(
  model: AnalysisModel,
  messages: ChatMessage[],
  parse: (content: string | null) => T,
): Promise<T> {
  const first = await model.ask(messages);
  let problem: string;
  try {
    return parse(first);
  } catch (error) {
    if (!(error instanceof MalformedModelOutputError)) throw error;
    problem = error.message;
  }
  const second = await model.ask(reAskMessages(messages, first, problem));
  try {
    return parse(second);
  } catch (error) {
    if (!(error instanceof MalformedModelOutputError)) throw error;
    throw new AnalysisAnswerUnusableError(`The model's analysis stayed unusable after a re-ask: ${error.message}`);
  }
}

export function parseMap(
  content: string | null,
  inChunk: ReadonlySet<string>,
  byId: ReadonlyMap<string, AnalysisUnit>,
): MapAnswer {
  const parsed = mapAnswerSchema.safeParse(parseJsonObject(content));
  if (!parsed.success)
    throw new MalformedModelOutputError(`the themes do not fit the schema: ${describeIssues(parsed.error)}`);
  for (const theme of parsed.data.themes) {
    const cited = [...theme.units, ...theme.quotes.map((q) => q.unit)];
    const foreign = cited.find((id) => !inChunk.has(id));
    if (foreign) throw new MalformedModelOutputError(`"${foreign}" is not one of the answers given`);
    const unglossed = theme.quotes.find((q) => byId.get(q.unit)?.language === 'ur' && !q.gloss);
    if (unglossed) throw new MalformedModelOutputError(`the Urdu quote from ${unglossed.unit} has no English gloss`);
  }
  return parsed.data;
}

export function parseReduce(content: string | null, candidateIds: ReadonlySet<string>): ReduceAnswer {
  const parsed = reduceAnswerSchema.safeParse(parseJsonObject(content));
  if (!parsed.success)
    throw new MalformedModelOutputError(`the report does not fit the schema: ${describeIssues(parsed.error)}`);
  const unknown = parsed.data.themes.flatMap((t) => t.candidates).find((id) => !candidateIds.has(id));
  if (unknown) throw new MalformedModelOutputError(`"${unknown}" is not one of the candidate themes`);
  const count = parsed.data.themes.length;
  if (parsed.data.opportunities.some((o) => o.themes.some((i) => i > count))) {
    throw new MalformedModelOutputError('an opportunity cites a theme number that does not exist');
  }
  return parsed.data;
}

function candidateOf(
  id: string,
  theme: MapAnswer['themes'][number],
  byId: ReadonlyMap<string, AnalysisUnit>,
): Candidate {
  const responseIds = new Set(theme.units.map((u) => byId.get(u)!.responseId));
  const reportQuotes = theme.quotes.map((q): ReportQuote => {
    const unit = byId.get(q.unit)!;
    responseIds.add(unit.responseId);
    const urdu = unit.language === 'ur';
    return {
      text: q.text.slice(0, MAX_QUOTE_LENGTH).trim(),
      responseId: unit.responseId,
      responseNumber: unit.n,
      questionId: unit.questionId,
      source: unit.source,
      language: unit.language,
      gloss: urdu && q.gloss ? q.gloss.slice(0, MAX_QUOTE_LENGTH * 2) : null,
      glossNote: urdu ? MACHINE_GLOSS_NOTE : null,
    };
  });
  return {
    id,
    name: theme.name,
    summary: theme.summary,
    responses: responseIds.size,
    quotes: reportQuotes.map((q) => q.text),
    responseIds,
    reportQuotes,
  };
}

/** The most widespread candidates whose listing fits the budget (at least one). */
function fitCandidates(candidates: readonly Candidate[], budgetTokens: number): Candidate[] {
  const ranked = [...candidates].sort((a, b) => b.responses - a.responses);
  const shown: Candidate[] = [];
  let used = 0;
  for (const c of ranked) {
    const cost = estimateTokens(c.name + c.summary + c.quotes.join(' ')) + 10;
    if (shown.length > 0 && used + cost > budgetTokens) break;
    shown.push(c);
    used += cost;
  }
  return shown;
}

function reportOf(
  reduced: ReduceAnswer,
  candidates: ReadonlyMap<string, Candidate>,
  responses: readonly AnalysedResponse[],
  base: AnalyseResponsesResult,
  roles: QuestionRoles,
  measures: readonly MeasureAnswers[],
): { report: AnalyseResponsesResult; members: Array<{ id: string; members: number[] }> } {
  const analysed = responses.length;
  const index = new Map(responses.map((r, i) => [r.id, i]));
  const members: Array<{ id: string; members: number[] }> = [];
  const segmentQuestions = roles.withRole('segment');
  const themeIdByNumber = new Map<number, string>();
  const themes: ReportTheme[] = [];
  reduced.themes.slice(0, MAX_REPORT_THEMES).forEach((t, i) => {
    const merged = t.candidates.map((id) => candidates.get(id)!);
    const responseIds = new Set(merged.flatMap((c) => [...c.responseIds]));
    const quotes = pickQuotes(merged.map((c) => c.reportQuotes));
    if (quotes.length === 0) return;
    const id = `theme-${themes.length + 1}`;
    themeIdByNumber.set(i + 1, id);
    const inTheme = responses.filter((r) => responseIds.has(r.id));
    members.push({ id, members: inTheme.map((r) => index.get(r.id)!) });
    themes.push({
      id,
      name: t.name,
      summary: t.summary,
      responseCount: Math.max(1, responseIds.size),
      share: Math.min(1, Math.round((responseIds.size / Math.max(1, analysed)) * 1000) / 1000),
      quotes,
      ...withSegments(segmentCounts(inTheme)),
      ...withSegmentAnswers(segmentAnswers(segmentQuestions, inTheme)),
      candidate: true,
    });
  });
  const opportunities = reduced.opportunities
    .map((o, i): ReportOpportunity | null => {
      const themeIds = [...new Set(o.themes.map((n) => themeIdByNumber.get(n)).filter((id): id is string => !!id))];
      if (themeIds.length === 0) return null;
      // Hours from the survey's measure question when it has one, computed here; else the model's.
      const people = [...new Set(members.filter((m) => themeIds.includes(m.id)).flatMap((m) => m.members))];
      const measured =
        measures.length > 0
          ? measuredHours(
              people.sort((a, b) => a - b),
              measures,
            )
          : null;
      const hours = measured ? measured.hoursPerWeek : measures.length > 0 ? null : (o.hoursSavedPerWeek ?? null);
      const arithmetic = measured ? measured.arithmetic : measures.length > 0 ? null : (o.hoursSavedArithmetic ?? null);
      const both = hours !== null && arithmetic !== null;
      return {
        id: `opportunity-${i + 1}`,
        title: o.title,
        description: o.description,
        impact: o.impact,
        confidence: o.confidence,
        ease: o.ease,
        score: iceScore(o.impact.value, o.confidence.value, o.ease.value),
        themeIds,
        quotes: distinctQuotes(
          themes.filter((t) => themeIds.includes(t.id)).flatMap((t) => t.quotes.slice(0, 2)),
        ).slice(0, MAX_QUOTES_PER_THEME),
        hoursSavedPerWeek: both ? hours : null,
        hoursSavedArithmetic: both ? arithmetic : null,
        hoursSource: both ? (measured ? 'measure' : 'stated') : null,
      };
    })
    .filter((o): o is ReportOpportunity => o !== null)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_REPORT_OPPORTUNITIES);
  return { report: { ...base, themes, opportunities, ...withSegments(segmentCounts(responses)) }, members };
}

/** Up to MAX_QUOTES_PER_THEME quotes, taken in turn from each candidate, one per response first. */
function pickQuotes(lists: readonly ReportQuote[][]): ReportQuote[] {
  const picked: ReportQuote[] = [];
  const seen = new Set<string>();
  const responses = new Set<string>();
  for (const distinctResponses of [true, false]) {
    for (let round = 0; picked.length < MAX_QUOTES_PER_THEME && lists.some((l) => l.length > round); round++) {
      for (const list of lists) {
        const quote = list[round];
        if (!quote || picked.length >= MAX_QUOTES_PER_THEME) continue;
        const key = `${quote.responseId}\u0000${quote.text}`;
        if (seen.has(key) || (distinctResponses && responses.has(quote.responseId))) continue;
        seen.add(key);
        responses.add(quote.responseId);
        picked.push(quote);
      }
    }
  }
  return picked;
}

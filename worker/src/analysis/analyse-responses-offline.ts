import { segmentCounts, withSegments } from './segments';
import { answerKind } from './non-answers';
import { QuestionRoles, answeredAny } from './question-roles';
import { designParts, themesPerResponse } from './survey-design';
import { segmentAnswers, withSegmentAnswers } from './segment-answers';
import type {
  AnalyseResponsesPayload,
  AnalyseResponsesResult,
  AnalysedResponse,
  AnalysisProgress,
  ReportTheme,
} from '@seedline/shared';
import { readCompanyProfile } from './company-profile';
import { detectLanguage } from './text-analysis';
import { DigestCache, KeyRegistry, type AnswerDigest, type AnswerUnit } from './answer-digest';
import { measureAnswers } from './measured-hours';
import { opportunitiesFor, type ThemeWithQuotes } from './opportunities';
import { joinAcronyms } from './acronyms';
import { guardQuotes } from './quote-guard';
import { themeActivity, themeName, themeSubject, themeSummary } from './theme-naming';
import { themeQuotes, type ResponseRef } from './theme-quotes';
import { EvidenceCollector } from './theme-evidence';
import { THEME_RULES, findThemes, minThemeSize } from './themes';
import { learnPartsOfSpeech } from './tokens';
import { spreadSample } from './spread-sample';

/**
 * The offline provider's report: deterministic, no model beyond wink's English tagger.
 * 1. read every answer and follow-up answer once, keeping only what it says about each key (most of
 *    the time goes here); 2. find the themes; 3. quote them; 4. match opportunities and rate them;
 * 5. run the quote guard, as every provider does before a report is stored.
 * Each question's answers go where its role says (issue 46, question-roles.ts): only `themes` answers
 * (less non-answers and bare sentiment) are read for themes; `remarks` answers form the remarks group;
 * `segment` answers split each theme's share; `measure` answers give the opportunities' hours; `left_out`
 * answers are not read. Responses with no answer text are left out of the count.
 */
export function analyseResponsesOffline(
  payload: AnalyseResponsesPayload,
  onProgress: AnalysisProgress = () => {},
): AnalyseResponsesResult {
  return analyseOfflineWithMembers(payload, onProgress).report;
}

/** The report, the ids of the responses in each theme and the answers it comes from (for the evaluation, which knows the truth). */
export function analyseOfflineWithMembers(
  payload: AnalyseResponsesPayload,
  onProgress: AnalysisProgress = () => {},
): {
  report: AnalyseResponsesResult;
  members: Map<string, string[]>;
  sources: Map<string, Array<{ responseId: string; questionId: string }>>;
} {
  const progress = progressReporter(onProgress);
  progress(0);
  const roles = new QuestionRoles(payload.questions);
  const analysed = payload.responses.filter((r) => answeredAny(r, roles));
  const registry = new KeyRegistry();
  const digests: AnswerDigest[][] = [];
  // What the answers say around each kind of work and document of the lexicon, for themes a concept covers.
  const concepts = new EvidenceCollector(registry, (key) => /^(work|document):/.test(registry.key(key)));

  // 1. Learn the survey's English parts of speech from a sample (0..10 %), then read every answer about
  //    the work with them (10..80 %): most of the time goes here. An answer is kept as its digest.
  const profile = learnPartsOfSpeech(sampleTexts(analysed, roles));
  progress(10);
  {
    const cache = new DigestCache(registry, profile);
    analysed.forEach((response, index) => {
      progress(10 + (index / Math.max(1, analysed.length)) * 70);
      const units = answerUnits(response, index, roles, 'themes').filter((u) => answerKind(u.text) === 'content');
      const answers = units.map((unit) => cache.digest(unit));
      concepts.addResponse(index, answers);
      digests.push(answers);
    });
  }
  progress(80);

  // 2. Themes, from the answers themselves: 80..85 %
  joinAcronyms(digests, registry);
  const findings = findThemes(digests, registry, concepts);
  progress(85);

  // 3. Quotes, names, summaries: 85..92 %
  const segmentQuestions = roles.withRole('segment');
  const refs: ResponseRef[] = analysed.map((r) => ({ id: r.id, n: r.n }));
  const quoted: ThemeWithQuotes[] = findings.map((finding) => ({
    finding,
    quotes: themeQuotes(finding, refs, registry, profile),
    subject: themeSubject(finding),
    activity:
      finding.concept === null && finding.language === 'ur'
        ? `what ${finding.members.length} respondents raise in Urdu`
        : themeActivity(finding),
  }));
  const themes: ReportTheme[] = quoted.map(({ finding, quotes }) => ({
    id: finding.id,
    name: themeName(finding),
    summary: themeSummary(finding, analysed.length),
    responseCount: finding.members.length,
    share: Math.round((finding.members.length / Math.max(1, analysed.length)) * 1000) / 1000,
    quotes,
    responseIds: finding.members.map((i) => analysed[i]!.id),
    keyphrases: finding.own.keyphrases,
    ...withSegments(segmentCounts(finding.members.map((i) => analysed[i]!))),
    ...withSegmentAnswers(
      segmentAnswers(
        segmentQuestions,
        finding.members.map((i) => analysed[i]!),
      ),
    ),
  }));
  progress(92);

  // 4. Opportunities: 92..97 %
  const company = payload.companyData?.trim() ? readCompanyProfile(payload.companyData) : null;
  const measures = roles.withRole('measure').map((q) => measureAnswers(q, roles.label(q.id), analysed));
  const opportunities = opportunitiesFor(quoted, analysed.length, company, measures);
  progress(97);

  // 5. The quote guard.
  const report = guardQuotes(
    {
      themes,
      opportunities,
      droppedQuotes: 0,
      coverage: coverage(analysed),
      provider: 'offline',
      ...withSegments(segmentCounts(analysed)),
      ...themeCoverage(analysed.length, findings),
      ...designParts(
        analysed,
        roles,
        themesPerResponse(analysed.length, findings),
        minThemeSize(analysed.length),
        profile,
      ),
    },
    analysed,
  );
  progress(100);
  const members = new Map(findings.map((f) => [f.id, f.members.map((i) => analysed[i]!.id)]));
  const sources = new Map(
    findings.map((f) => [
      f.id,
      f.sources.map((s) => ({ responseId: analysed[s.response]!.id, questionId: s.questionId })),
    ]),
  );
  return { report, members, sources };
}

/** Up to this many responses, and about this many words, are tagged by wink to learn the parts of speech. */
export const POS_SAMPLE = { responses: 600, words: 30_000 };

/** The English answers about the work, and remarks, of a spread, deterministic sample of responses. */
function* sampleTexts(responses: readonly AnalysedResponse[], roles: QuestionRoles): Generator<string> {
  const units = responses.reduce((n, r) => n + r.answers.length + (r.followUps?.length ?? 0), 0);
  const wordsPerResponse = Math.max(1, (units / Math.max(1, responses.length)) * 15);
  const count = Math.min(POS_SAMPLE.responses, Math.ceil(POS_SAMPLE.words / wordsPerResponse));
  for (const response of spreadSample(responses, count)) {
    // The remarks too: their words are read with the same profile (a word never seen is no noun).
    for (const role of ['themes', 'remarks'] as const) {
      for (const unit of answerUnits(response, 0, roles, role)) {
        if (detectLanguage(unit.text) === 'en') yield unit.text;
      }
    }
  }
}

/** A response's answers and answered follow-ups to the questions of one role. */
function answerUnits(
  response: AnalysedResponse,
  index: number,
  roles: QuestionRoles,
  role: 'themes' | 'remarks',
): AnswerUnit[] {
  const units: AnswerUnit[] = response.answers
    .filter((a) => a.text.trim().length > 0 && roles.of(a.questionId) === role)
    .map((a) => ({ response: index, questionId: a.questionId, source: 'answer', text: a.text }));
  for (const f of response.followUps ?? []) {
    if (f.answer.trim().length > 0 && roles.of(f.questionId) === role) {
      units.push({ response: index, questionId: f.questionId, source: 'follow-up', text: f.answer });
    }
  }
  return units;
}

/** How many responses fall in no theme, and the smallest theme the report shows and why. */
function themeCoverage(
  total: number,
  findings: ReadonlyArray<{ members: readonly number[] }>,
): Pick<AnalyseResponsesResult, 'themeCoverage'> {
  if (total === 0) return {};
  const inThemes = new Set(findings.flatMap((f) => f.members)).size;
  const count = total - inThemes;
  const noun = total === 1 ? 'response' : 'responses';
  const min = minThemeSize(total);
  const floor = total < THEME_RULES.smallSurvey ? 2 : THEME_RULES.minResponses;
  return {
    themeCoverage: {
      unthemed: count,
      summary: `${count} of ${total} ${noun} (${Math.round((count / total) * 100)}%) fall in no theme.`,
      minThemeSize: min,
      minThemeSizeReason:
        min > floor
          ? `A theme needs at least ${min} responses (${THEME_RULES.minShare * 100}% of ${total}): fewer is too thin to act on.`
          : `A theme needs at least ${min} responses: fewer could be one person's view${total < THEME_RULES.smallSurvey ? ' (2 in a survey of under 30)' : ''}.`,
    },
  };
}

function coverage(responses: readonly AnalysedResponse[]): AnalyseResponsesResult['coverage'] {
  let from: string | null = null;
  let to: string | null = null;
  for (const r of responses) {
    const end = r.completedAt ?? r.startedAt;
    if (from === null || Date.parse(r.startedAt) < Date.parse(from)) from = r.startedAt;
    if (to === null || Date.parse(end) > Date.parse(to)) to = end;
  }
  return { responses: responses.length, from, to };
}

/** Reports whole percentages, each at most once and never going back. */
function progressReporter(onProgress: AnalysisProgress): (percent: number) => void {
  let last = -1;
  return (percent) => {
    const whole = Math.min(100, Math.floor(percent));
    if (whole > last) {
      last = whole;
      onProgress(whole);
    }
  };
}

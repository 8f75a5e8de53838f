// Scores a survey's responses: the survey's norms first (answer-time medians, how much respondents
// vary on scales), then each response in the order they started, against the norms and against the
// responses before it (pasted texts, duplicates from one device). Pure: the same records always give
// the same verdicts.

import type { QuestionType } from '@seedline/shared';
import { questionTypes, timedAnswers, type TimedAnswer } from './answer-times';
import { copiedWithin, earlierSource, ACROSS_MIN_WORDS, type SeenIn } from './copy-paste';
import { duplicateOf, DUPLICATE_WINDOW_HOURS } from './duplicate-respondent';
import { readGibberish } from './gibberish';
import { oneWordAnswers } from './low-effort';
import { NearDuplicateIndex } from './near-duplicates';
import type { QualityQuestion, ResponseRecord, SurveyRecord } from './quality-input';
import { verdictOf, type QualityNote, type QualityReason, type QualityVerdict } from './quality-verdict';
import { isSpeeding, readSpeed, speedNorms, type SpeedNorms } from './speeding';
import { scaleValues, straightLines, variationOf, type Variation } from './straight-lining';
import { writtenAnswers, type WrittenAnswer } from './written-answers';

export type SurveyNorms = { types: ReadonlyMap<string, QuestionType>; speed: SpeedNorms; variation: Variation };

export function surveyNorms(survey: SurveyRecord): SurveyNorms {
  const gatherer = new NormsGatherer(survey.questions);
  gatherer.add(survey.responses);
  return gatherer.norms();
}

/**
 * The survey's norms gathered a page of responses at a time: of each response only its answer times
 * and its scale values are kept (some tens of bytes an answer), not its texts, so a survey of any size
 * is read in pages (response-quality.read-model.ts).
 */
export class NormsGatherer {
  private readonly types: ReadonlyMap<string, QuestionType>;
  private readonly timed: TimedAnswer[][] = [];
  private readonly scales: ReturnType<typeof scaleValues>[] = [];

  constructor(questions: readonly QualityQuestion[]) {
    this.types = questionTypes(questions);
  }

  add(responses: readonly ResponseRecord[]): void {
    for (const response of responses) {
      this.timed.push(timedAnswers(response, this.types));
      this.scales.push(scaleValues(response, this.types));
    }
  }

  norms(): SurveyNorms {
    return { types: this.types, speed: speedNorms(this.timed), variation: variationOf(this.scales) };
  }
}

/** What the responses judged so far leave for the next: their texts, and their responses by device. */
export type EarlierResponses = { texts: NearDuplicateIndex<SeenIn>; byDevice: Map<string, ResponseRecord[]> };

export const noEarlierResponses = (): EarlierResponses => ({ texts: new NearDuplicateIndex(), byDevice: new Map() });

const startOrder = (a: ResponseRecord, b: ResponseRecord) =>
  a.startedAt - b.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function scoreSurvey(survey: SurveyRecord): Map<string, QualityVerdict> {
  return new SurveyJudge(surveyNorms(survey)).judge([...survey.responses].sort(startOrder));
}

/**
 * Judges a survey's responses a page at a time, pages in start order (each page sorted as it comes),
 * each response against the norms and the responses judged before it: the same verdicts as
 * scoreSurvey over the whole survey at once.
 */
export class SurveyJudge {
  private readonly earlier = noEarlierResponses();

  constructor(private readonly norms: SurveyNorms) {}

  judge(page: readonly ResponseRecord[]): Map<string, QualityVerdict> {
    const verdicts = new Map<string, QualityVerdict>();
    for (const response of [...page].sort(startOrder)) {
      const written = writtenAnswers(response, this.norms.types);
      verdicts.set(response.id, judgeResponse(response, this.norms, this.earlier, written));
      rememberResponse(response, written, this.earlier);
    }
    return verdicts;
  }
}

export function judgeResponse(
  response: ResponseRecord,
  norms: SurveyNorms,
  earlier: EarlierResponses,
  written: readonly WrittenAnswer[] = writtenAnswers(response, norms.types),
): QualityVerdict {
  const reasons: QualityReason[] = [];
  const notes: QualityNote[] = [];
  const speed = readSpeed(timedAnswers(response, norms.types), norms.speed);
  if (speed.judged && isSpeeding(speed, norms.speed)) {
    reasons.push({
      signal: 'speeding',
      answers: speed.answers,
      seconds: speed.seconds,
      medianSeconds: speed.medianSeconds,
    });
  } else if (!speed.judged && speed.why === 'too_few_responses') {
    notes.push({ about: 'speeding', why: speed.why, responses: speed.responses, needed: speed.needed });
  }
  for (const line of straightLines(scaleValues(response, norms.types), norms.variation)) {
    reasons.push({ signal: 'straight_lining', ...line });
  }
  const mashed = written.filter((a) => readGibberish(a.text).gibberish).map((a) => a.questionId);
  if (mashed.length > 0)
    reasons.push({ signal: 'gibberish', answers: mashed.length, of: written.length, questionIds: mashed });
  const copied = copiedWithin(written);
  let source: SeenIn | null = null;
  for (const answer of written) {
    if (answer.words < ACROSS_MIN_WORDS) continue;
    const from = earlierSource(earlier.texts.find(answer.normal), response.id, response.deviceKey);
    if (!from) continue;
    copied.add(answer.questionId);
    if (!source || from.startedAt < source.startedAt) source = from;
  }
  if (copied.size > 0) {
    const questionIds = written.map((a) => a.questionId).filter((id) => copied.has(id));
    reasons.push({
      signal: 'copy_paste',
      answers: copied.size,
      of: written.length,
      questionIds,
      earlierResponseId: source?.responseId ?? null,
    });
  }
  const duplicate =
    response.deviceKey === null ? null : duplicateOf(response, earlier.byDevice.get(response.deviceKey) ?? []);
  if (duplicate) {
    reasons.push({
      signal: 'duplicate_respondent',
      earlierResponseId: duplicate.earlier.id,
      minutesApart: Math.round((response.startedAt - duplicate.earlier.startedAt) / 60_000),
      sameAnswers: duplicate.sameAnswers,
      of: duplicate.of,
    });
  }
  const oneWord = oneWordAnswers(written, new Set(mashed));
  if (oneWord > 0) reasons.push({ signal: 'low_effort', answers: oneWord });
  return verdictOf(reasons, notes);
}

/** Adds a judged response to what later ones are compared with; devices forget responses older than the duplicate window. */
export function rememberResponse(
  response: ResponseRecord,
  written: readonly WrittenAnswer[],
  earlier: EarlierResponses,
): void {
  const seen: SeenIn = { responseId: response.id, deviceKey: response.deviceKey, startedAt: response.startedAt };
  for (const answer of written) {
    if (answer.words >= ACROSS_MIN_WORDS) earlier.texts.add(answer.normal, seen);
  }
  if (response.deviceKey === null) return;
  const window = DUPLICATE_WINDOW_HOURS * 3_600_000;
  const kept = (earlier.byDevice.get(response.deviceKey) ?? []).filter(
    (r) => response.startedAt - r.startedAt <= window,
  );
  kept.push(response);
  earlier.byDevice.set(response.deviceKey, kept);
}

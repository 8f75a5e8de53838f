// Scores the evaluation set: each fixture's responses through scoreSurvey, compared with the truth.
// Precision and recall for every signal (fired against planted) and for the verdict low quality;
// review counts as not low quality. Pure.

import { scoreSurvey } from '../score-survey';
import type { SurveyRecord } from '../quality-input';
import type { QualityVerdict } from '../quality-verdict';
import { isShortHonestAnswer, QUALITY_SIGNALS, type QualityFixture, type QualitySignalName } from './fixture';

export function surveyRecordOf(fixture: QualityFixture): SurveyRecord {
  return {
    questions: fixture.questions.map((q) => ({ id: q.id, type: q.type })),
    responses: fixture.responses.map((r) => {
      const startedAt = Date.parse(r.startedAt);
      return {
        id: r.id,
        startedAt,
        deviceKey: r.deviceKey ?? null,
        answers: r.answers.map((a) => ({
          questionId: a.questionId,
          text: a.text,
          value: a.value ?? null,
          recordedAt: startedAt + Math.round(a.at * 1000),
        })),
      };
    }),
  };
}

export type Tally = { truePositives: number; falsePositives: number; falseNegatives: number };
export type Miss = { fixture: string; response: string; what: string; expected: string; got: string; reasons: string };

export type Evaluation = {
  responses: number;
  lowQuality: Tally;
  review: number;
  signals: Record<QualitySignalName, Tally>;
  shortHonest: { answers: number; calledGibberish: string[] };
  misses: Miss[];
};

const emptyTally = (): Tally => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });

function count(tally: Tally, predicted: boolean, actual: boolean): boolean {
  if (predicted && actual) tally.truePositives++;
  else if (predicted) tally.falsePositives++;
  else if (actual) tally.falseNegatives++;
  return predicted === actual;
}

export function evaluate(fixtures: readonly QualityFixture[]): Evaluation {
  const result: Evaluation = {
    responses: 0,
    lowQuality: emptyTally(),
    review: 0,
    signals: Object.fromEntries(QUALITY_SIGNALS.map((s) => [s, emptyTally()])) as Record<QualitySignalName, Tally>,
    shortHonest: { answers: 0, calledGibberish: [] },
    misses: [],
  };
  for (const fixture of fixtures) {
    const verdicts = scoreSurvey(surveyRecordOf(fixture));
    const written = new Set(
      fixture.questions.filter((q) => q.type === 'text' || q.type === 'textarea').map((q) => q.id),
    );
    for (const response of fixture.responses) {
      const verdict = verdicts.get(response.id)!;
      result.responses++;
      if (verdict.verdict === 'review') result.review++;
      const reasons = describe(verdict);
      const miss = (what: string, expected: string, got: string) =>
        result.misses.push({ fixture: fixture.id, response: response.id, what, expected, got, reasons });
      const low = verdict.verdict === 'low_quality';
      if (!count(result.lowQuality, low, response.truth.verdict === 'low_quality')) {
        miss('verdict', response.truth.verdict, verdict.verdict);
      }
      const fired = new Set(verdict.reasons.map((r) => r.signal));
      for (const signal of QUALITY_SIGNALS) {
        const planted = response.truth.planted.includes(signal);
        if (!count(result.signals[signal], fired.has(signal), planted)) {
          miss(signal, planted ? 'planted' : 'not planted', fired.has(signal) ? 'fired' : 'silent');
        }
      }
      const mashed = new Set(verdict.reasons.flatMap((r) => (r.signal === 'gibberish' ? r.questionIds : [])));
      for (const answer of response.answers) {
        if (!written.has(answer.questionId) || !isShortHonestAnswer(response, answer)) continue;
        result.shortHonest.answers++;
        if (mashed.has(answer.questionId))
          result.shortHonest.calledGibberish.push(`${fixture.id}/${response.id}: ${answer.text}`);
      }
    }
  }
  return result;
}

const describe = (verdict: QualityVerdict) => verdict.reasons.map((r) => r.signal).join(', ') || '-';

export const precision = (t: Tally): number =>
  t.truePositives + t.falsePositives === 0 ? 1 : t.truePositives / (t.truePositives + t.falsePositives);
export const recall = (t: Tally): number =>
  t.truePositives + t.falseNegatives === 0 ? 1 : t.truePositives / (t.truePositives + t.falseNegatives);

/** The Markdown table of backend/README.md ("Response quality"). */
export function evaluationTable(e: Evaluation): string {
  const row = (name: string, t: Tally) =>
    `| ${name} | ${t.truePositives + t.falseNegatives} | ${t.truePositives + t.falsePositives} | ${precision(t).toFixed(2)} | ${recall(t).toFixed(2)} |`;
  return [
    '| | planted / true | flagged | precision | recall |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('**low quality**', e.lowQuality),
    ...QUALITY_SIGNALS.map((s) => row(s.replace('_', ' '), e.signals[s])),
    '',
    `${e.responses} responses; ${e.review} sent to review; short honest answers called gibberish: ${e.shortHonest.calledGibberish.length} of ${e.shortHonest.answers}.`,
  ].join('\n');
}

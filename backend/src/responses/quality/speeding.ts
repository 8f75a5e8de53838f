// Speeding: a response that took a fraction of the time others took for the same kinds of answer.
// Its time is compared with the sum of the class medians of its answers (answer-times.ts): the
// "median" the reason quotes. Two conditions, both needed:
// - it took less than a third of that median (a common rule for speeders in survey practice, where a
//   third to a half of the median completion time is the usual line);
// - among the survey's responses it stands out: its log-ratio to the median lies more than 2.5
//   robust standard deviations (median absolute deviation) below the survey's typical log-ratio, so
//   a survey whose honest respondents vary widely needs a more extreme speeder.
// Not judged before MIN_TIMED_RESPONSES responses have answers with times, nor when fewer than half
// of its answers fall in a class with MIN_CLASS_ANSWERS answers to take a median from. Pure.

import { classMedians, type TimedAnswer } from './answer-times';
import { median, robustSpread } from './robust-stats';

export const SPEEDING_RATIO = 1 / 3;
export const SPEEDING_SPREADS = 2.5;
export const MIN_TIMED_RESPONSES = 10;
export const MIN_CLASS_ANSWERS = 8;

export type SpeedReading =
  | { judged: true; answers: number; seconds: number; medianSeconds: number; ratio: number }
  | { judged: false; why: 'too_few_responses'; responses: number; needed: number }
  | { judged: false; why: 'too_few_comparable' };

export type SpeedNorms = {
  medians: ReadonlyMap<string, number>;
  responses: number;
  typicalLogRatio: number;
  logRatioSpread: number;
};

/** What a survey's answers say is usual: class medians, and the typical ratio of responses to them and its spread. */
export function speedNorms(timed: readonly (readonly TimedAnswer[])[]): SpeedNorms {
  const medians = classMedians(timed, MIN_CLASS_ANSWERS);
  const withTimes = timed.filter((answers) => answers.length > 0);
  const logRatios: number[] = [];
  for (const answers of withTimes) {
    const reading = compare(answers, medians);
    if (reading && reading.ratio > 0) logRatios.push(Math.log(reading.ratio));
  }
  return {
    medians,
    responses: withTimes.length,
    typicalLogRatio: logRatios.length ? median(logRatios) : 0,
    logRatioSpread: logRatios.length ? robustSpread(logRatios) : 0,
  };
}

function compare(answers: readonly TimedAnswer[], medians: ReadonlyMap<string, number>) {
  let seconds = 0;
  let medianSeconds = 0;
  let count = 0;
  for (const a of answers) {
    const usual = medians.get(a.timeClass);
    if (usual === undefined) continue;
    seconds += a.seconds;
    medianSeconds += usual;
    count++;
  }
  if (count === 0 || count * 2 < answers.length || medianSeconds <= 0) return null;
  return { answers: count, seconds, medianSeconds, ratio: seconds / medianSeconds };
}

export function readSpeed(answers: readonly TimedAnswer[], norms: SpeedNorms): SpeedReading {
  if (norms.responses < MIN_TIMED_RESPONSES) {
    return { judged: false, why: 'too_few_responses', responses: norms.responses, needed: MIN_TIMED_RESPONSES };
  }
  const reading = compare(answers, norms.medians);
  return reading ? { judged: true, ...reading } : { judged: false, why: 'too_few_comparable' };
}

export function isSpeeding(reading: SpeedReading, norms: SpeedNorms): boolean {
  if (!reading.judged || reading.ratio >= SPEEDING_RATIO) return false;
  if (norms.logRatioSpread === 0) return true;
  const z = (Math.log(Math.max(reading.ratio, 1e-6)) - norms.typicalLogRatio) / norms.logRatioSpread;
  return z < -SPEEDING_SPREADS;
}

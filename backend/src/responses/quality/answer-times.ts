// How long each answer took, and what is usual for it. An answer's time runs from the previous
// answer's recording (or the response's start) to its own. Answers are compared within a class: the
// kind of question and, for text, the length of the answer (a "No" is quick, a paragraph is not).
// Pure.

import type { QuestionType } from '@seedline/shared';
import { median } from './robust-stats';
import type { QualityQuestion, ResponseRecord } from './quality-input';

/** Text answers by length in characters: up to 15, 60, 150, longer. */
const TEXT_LENGTHS = [15, 60, 150] as const;

export type TimedAnswer = { questionId: string; seconds: number; timeClass: string };

function timeClass(type: QuestionType, text: string): string {
  switch (type) {
    case 'textarea':
    case 'text': {
      const length = Array.from(text.trim()).length;
      const bucket = TEXT_LENGTHS.findIndex((max) => length <= max);
      return `text-${bucket === -1 ? TEXT_LENGTHS.length : bucket}`;
    }
    case 'rating':
    case 'scale':
      return 'rating';
    case 'single_choice':
    case 'multiple_choice':
    case 'yes_no':
      return 'choice';
    case 'number':
      return 'number';
    default: {
      const never: never = type;
      throw new Error(`unknown question type ${String(never)}`);
    }
  }
}

/** The response's answers in the order recorded, each with the seconds it took and its class. */
export function timedAnswers(response: ResponseRecord, types: ReadonlyMap<string, QuestionType>): TimedAnswer[] {
  const answers = [...response.answers].sort((a, b) => a.recordedAt - b.recordedAt);
  let previous = response.startedAt;
  const timed: TimedAnswer[] = [];
  for (const answer of answers) {
    const type = types.get(answer.questionId);
    const seconds = Math.max(0, (answer.recordedAt - previous) / 1000);
    previous = answer.recordedAt;
    if (type !== undefined)
      timed.push({ questionId: answer.questionId, seconds, timeClass: timeClass(type, answer.text) });
  }
  return timed;
}

export const questionTypes = (questions: readonly QualityQuestion[]): Map<string, QuestionType> =>
  new Map(questions.map((q) => [q.id, q.type]));

/** The median seconds of each class, for classes with at least `minAnswers` answers. */
export function classMedians(timed: readonly (readonly TimedAnswer[])[], minAnswers: number): Map<string, number> {
  const byClass = new Map<string, number[]>();
  for (const answers of timed) {
    for (const a of answers) {
      const list = byClass.get(a.timeClass);
      if (list) list.push(a.seconds);
      else byClass.set(a.timeClass, [a.seconds]);
    }
  }
  const medians = new Map<string, number>();
  for (const [key, seconds] of byClass) if (seconds.length >= minAnswers) medians.set(key, median(seconds));
  return medians;
}

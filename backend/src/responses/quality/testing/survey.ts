// Small surveys for the quality specs: respondents who take `seconds` per answer, in order.
import type { AnswerValue, QuestionType } from '@seedline/shared';
import type { QualityQuestion, ResponseRecord, SurveyRecord } from '../quality-input';

export const T0 = Date.UTC(2026, 4, 4, 9);

/** Twelve honest answers to "What takes up most of your week?", each different. */
export const HONEST_WEEKS = [
  'Booking the clinics and answering the phones.',
  'Chasing invoices that clients have not paid yet.',
  'Filing the scanned letters against the right patient.',
  'Writing the weekly report for the board meeting.',
  'Ordering stationery and checking the deliveries.',
  'Sorting the shared inbox into folders every morning.',
  'Moving appointments when a doctor calls in sick.',
  'Counting stock in the store room on Fridays.',
  'Answering questions from new staff about the systems.',
  'Typing up notes from the morning meetings.',
  'Printing and posting the monthly statements.',
  'Keeping the training records up to date.',
];
/** Twelve short honest answers to "What would you automate?". */
export const HONEST_WISHES = [
  'Reminders',
  'Invoice matching',
  'The rota',
  'Letters',
  'Nothing',
  'Reports',
  'Stock counts',
  'Scanning',
  'Emails',
  'Minutes',
  'Filing',
  'Training',
];

/** The i-th honest respondent's answers to a long text, four ratings that vary, and a short text. */
export const honestAnswers = (i: number): [string, number, number, number, number, string] => [
  HONEST_WEEKS[i]!,
  1 + (i % 5),
  1 + ((i + 2) % 5),
  1 + ((i + 1) % 5),
  1 + ((i + 3) % 5),
  HONEST_WISHES[i]!,
];

export type Given = {
  id: string;
  /** Minutes after T0. */
  min?: number;
  device?: string;
  /** Per question, in order: text, or a typed value; null skips it. */
  answers: (string | AnswerValue | null)[];
  /** Seconds per answer (one number for all). */
  seconds?: number | number[];
};

export function surveyOf(types: QuestionType[], given: Given[]): SurveyRecord {
  const questions: QualityQuestion[] = types.map((type, i) => ({ id: `q${i + 1}`, type }));
  return { questions, responses: given.map((g) => responseOf(questions, g)) };
}

export function responseOf(questions: readonly QualityQuestion[], g: Given): ResponseRecord {
  const startedAt = T0 + (g.min ?? 0) * 60_000;
  let at = startedAt;
  const answers = g.answers.flatMap((answer, i) => {
    if (answer === null) return [];
    const seconds = Array.isArray(g.seconds) ? g.seconds[i]! : (g.seconds ?? 20);
    at += seconds * 1000;
    const text = typeof answer === 'string' && questions[i]!.type.startsWith('text') ? answer : JSON.stringify(answer);
    const value = questions[i]!.type === 'text' || questions[i]!.type === 'textarea' ? null : (answer as AnswerValue);
    return [{ questionId: questions[i]!.id, text, value, recordedAt: at }];
  });
  return { id: g.id, startedAt, deviceKey: g.device ?? null, answers };
}

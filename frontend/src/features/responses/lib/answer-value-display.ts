// A typed answer as the responses screen shows it: stars for a rating, chips for chosen options,
// n/10 for a scale, Yes/No, a number with its unit. Pure. The answer's own text (what the server
// wrote, e.g. "4 out of 5") is the fallback whenever the value does not fit the question (an old
// answer, a question whose options changed).
import type { Question } from '@/types/generated/api';
import { quantityWithUnit } from './unit-plural';

export type AnswerDisplay =
  | { kind: 'text'; text: string }
  | { kind: 'rating'; value: number; text: string }
  | { kind: 'scale'; value: number; text: string }
  | { kind: 'choices'; labels: string[]; other: string | null }
  | { kind: 'yes_no'; value: boolean; text: 'Yes' | 'No' }
  | { kind: 'number'; value: number; text: string };

type Shape = Pick<Question, 'questionType' | 'options' | 'numberRange'>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const labelOf = (question: Shape, id: string): string =>
  question.options?.find((option) => option.id === id)?.label ?? id;

/** How to show one answer; null when there is no answer at all. */
export const answerDisplay = (question: Shape, value: unknown, text: string | null): AnswerDisplay | null => {
  const fallback = text !== null && text.trim() !== '' ? ({ kind: 'text', text: text.trim() } as const) : null;
  if (value === null || value === undefined) return fallback;
  switch (question.questionType) {
    case 'rating':
      return isNumber(value) ? { kind: 'rating', value, text: `${value} out of 5` } : fallback;
    case 'scale':
      return isNumber(value) ? { kind: 'scale', value, text: `${value}/10` } : fallback;
    case 'number': {
      if (!isNumber(value)) return fallback;
      return { kind: 'number', value, text: quantityWithUnit(value, question.numberRange?.unit) };
    }
    case 'yes_no':
      return typeof value === 'boolean' ? { kind: 'yes_no', value, text: value ? 'Yes' : 'No' } : fallback;
    case 'single_choice':
      if (typeof value === 'string') return { kind: 'choices', labels: [labelOf(question, value)], other: null };
      // "Other": the respondent's own words, shown as the multiple choice shows its Other.
      if (typeof value === 'object' && typeof (value as { other?: unknown }).other === 'string') {
        const other = (value as { other: string }).other.trim();
        return other === '' ? fallback : { kind: 'choices', labels: [], other };
      }
      return fallback;
    case 'multiple_choice': {
      if (typeof value !== 'object' || !Array.isArray((value as { selected?: unknown }).selected)) return fallback;
      const { selected, other } = value as { selected: unknown[]; other?: unknown };
      return {
        kind: 'choices',
        labels: selected.filter((id): id is string => typeof id === 'string').map((id) => labelOf(question, id)),
        other: typeof other === 'string' && other.trim() !== '' ? other.trim() : null,
      };
    }
    case 'text':
    case 'textarea':
      return fallback;
    default: {
      const unknown: never = question.questionType;
      return unknown;
    }
  }
};

// The forms an answerValue may take on the wire (typed-answer.ts AnswerValue). Only the form: whether
// it fits the question (an option that exists, a score in range) is the response decider's to say.

import type { AnswerValue } from '@seedline/shared';

export const ANSWER_VALUE_SHAPE_MESSAGE =
  'answerValue must be text, a number, true/false, {selected: option ids, other: text or null} or {other: text}';

const SELECTED_MAX = 100;

export function isAnswerValueShape(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { selected, other, ...rest } = value as Record<string, unknown>;
  // A single choice's "Other": {other: text} alone.
  if (selected === undefined) return Object.keys(rest).length === 0 && typeof other === 'string';
  return (
    Object.keys(rest).length === 0 &&
    Array.isArray(selected) &&
    selected.length <= SELECTED_MAX &&
    selected.every((id) => typeof id === 'string') &&
    (other === undefined || other === null || typeof other === 'string')
  );
}

/**
 * An AnswerRecorded event's answerValue (JSON text, encrypted in the log like answerText) read back:
 * null for a text answer, and for a value that no longer reads (erased: the redaction marker).
 */
export function storedAnswerValue(text: string | undefined): AnswerValue | null {
  if (text === undefined) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return isAnswerValueShape(value) ? (value as AnswerValue) : null;
  } catch {
    return null;
  }
}

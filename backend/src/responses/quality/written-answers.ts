// The written answers of a response (text and long-text questions, not empty), normalised once for
// every signal that reads them. Pure.

import type { QuestionType } from '@seedline/shared';
import { normalText, normalWords } from './near-duplicates';
import type { ResponseRecord } from './quality-input';

export type WrittenAnswer = {
  questionId: string;
  /** A long-text (textarea) question: the open questions that invite more than a word. */
  open: boolean;
  text: string;
  normal: string;
  words: number;
};

export function writtenAnswers(response: ResponseRecord, types: ReadonlyMap<string, QuestionType>): WrittenAnswer[] {
  const written: WrittenAnswer[] = [];
  for (const answer of response.answers) {
    const type = types.get(answer.questionId);
    if (type !== 'text' && type !== 'textarea') continue;
    const normal = normalText(answer.text);
    if (normal === '') continue;
    written.push({
      questionId: answer.questionId,
      open: type === 'textarea',
      text: answer.text,
      normal,
      words: normalWords(normal),
    });
  }
  return written;
}

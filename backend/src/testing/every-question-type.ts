// Test fixture: a survey with one question of every type, created over HTTP as the builder creates it.

import type { QuestionView } from '../surveys/surveys.views';
import type { TestApp } from './test-app';

type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;

/** The AddQuestion bodies, in survey order: long text, short text, then each typed type. */
export const EVERY_QUESTION_TYPE = [
  { questionText: 'Anything else?' },
  { questionText: 'Your team?', questionType: 'text' },
  { questionText: 'Main channel?', questionType: 'single_choice', options: [{ label: 'Email' }, { label: 'Chat' }] },
  {
    questionText: 'Which tools?',
    questionType: 'multiple_choice',
    options: [{ id: 'sheets', label: 'Spreadsheets' }, { label: 'CRM' }],
    allowOther: true,
  },
  { questionText: 'How happy are you?', questionType: 'rating' },
  { questionText: 'Would you recommend us?', questionType: 'scale', scaleLabels: { min: 'Never', max: 'Gladly' } },
  { questionText: 'Do you use AI today?', questionType: 'yes_no' },
  {
    questionText: 'Hours on reports?',
    questionType: 'number',
    numberRange: { min: 0, max: 80, unit: 'hours per week' },
  },
] as const;

/**
 * A new survey with a question of every type; the questions as the API answered each one. Required as
 * the builder makes them unless `isRequired` is false: respondents then answer any of them, in any
 * order (a response completes with every required question on its path answered).
 */
export async function surveyWithEveryType(
  admin: Agent,
  title: string,
  { isRequired = true }: { isRequired?: boolean } = {},
): Promise<{ id: string; questions: QuestionView[] }> {
  const id = (await admin.post('/api/surveys').send({ title }).expect(201)).body.id as string;
  const questions: QuestionView[] = [];
  for (const question of EVERY_QUESTION_TYPE) {
    const body = { ...question, isRequired };
    questions.push((await admin.post(`/api/surveys/${id}/questions`).send(body).expect(201)).body);
  }
  return { id, questions };
}

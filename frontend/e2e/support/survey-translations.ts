import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

// The starter survey's Urdu now lives in the survey's own data (the seed JSON, recorded as its
// translation). Tests that build surveys from the starter's English questions give them the same
// Urdu through the admin API, as an admin would.

const seed = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../backend/src/surveys/starter-survey.json'), 'utf8'),
) as { title: string; description: string; questions: string[]; urdu: { questions: string[] } };

/** English starter question -> its Urdu. */
export const STARTER_URDU: Readonly<Record<string, string>> = Object.fromEntries(
  seed.questions.map((en, i) => [en, seed.urdu.questions[i]!]),
);

export type QuestionTranslation = {
  questionText?: string;
  options?: Record<string, string>;
  scaleLabels?: { min?: string; max?: string };
  unit?: string;
  other?: string;
};

/** PUT /api/surveys/{id}/translations/ur: the survey's whole Urdu translation. */
export const putUrdu = async (
  api: APIRequestContext,
  surveyId: string,
  translation: { title?: string; description?: string; questions: Record<string, QuestionTranslation> },
): Promise<void> => {
  const res = await api.put(`/api/surveys/${surveyId}/translations/ur`, { data: translation });
  expect(res.ok(), `translations: ${res.status()} ${await res.text()}`).toBe(true);
};

/** Gives every starter question of a survey its Urdu text. */
export const translateStarterQuestions = async (
  api: APIRequestContext,
  survey: { id: string; questions: { id: string; questionText: string }[] },
): Promise<void> => {
  const questions: Record<string, QuestionTranslation> = {};
  for (const q of survey.questions) {
    const urdu = STARTER_URDU[q.questionText];
    if (urdu) questions[q.id] = { questionText: urdu };
  }
  await putUrdu(api, survey.id, { questions });
};

// API seeding helpers for the admin browser tests. `page.request` shares the browser's cookies,
// so logging in through it logs the page in too; a plain `request` fixture is an anonymous visitor.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E_ADMIN } from './env';

export type ApiSurvey = {
  id: string;
  title: string;
  slug: string | null;
  logo: string | null;
  isActive: boolean;
  createdAt: string;
  /** On the unlocked /surveys list (issue 47); unlisted: only by its link. */
  listed?: boolean;
};
export type ApiQuestion = { id: string; questionText: string; order: number; isRequired: boolean };

const ok = async <T>(response: APIResponse): Promise<T> => {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};

export const loginViaApi = async (request: APIRequestContext): Promise<void> => {
  await ok(await request.post('/api/auth/login', { data: E2E_ADMIN }));
};

/** A name no other test uses, so assertions never see another test's surveys. */
export const uniqueName = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A survey with long-text questions, required unless `isRequired` is false (seeded responses that leave
 * some out and complete need that: the server completes a response only with every required question
 * on its path answered).
 */
export const createSurveyViaApi = async (
  request: APIRequestContext,
  input: { title: string; description?: string; slug?: string; questions: string[]; isRequired?: boolean },
): Promise<{ survey: ApiSurvey; questions: ApiQuestion[] }> => {
  const survey = await ok<ApiSurvey>(
    await request.post('/api/surveys', {
      data: { title: input.title, description: input.description, slug: input.slug, isActive: true },
    }),
  );
  const questions: ApiQuestion[] = [];
  for (const [index, questionText] of input.questions.entries()) {
    questions.push(
      await ok<ApiQuestion>(
        await request.post(`/api/surveys/${survey.id}/questions`, {
          data: { questionText, questionType: 'textarea', order: index + 1, isRequired: input.isRequired ?? true },
        }),
      ),
    );
  }
  return { survey, questions };
};

export const getSurveyViaApi = (request: APIRequestContext, idOrSlug: string) =>
  request.get(`/api/surveys/${encodeURIComponent(idOrSlug)}`).then((r) => ok<ApiSurvey>(r));

export const getQuestionsViaApi = (request: APIRequestContext, idOrSlug: string) =>
  request.get(`/api/surveys/${encodeURIComponent(idOrSlug)}/questions`).then((r) => ok<ApiQuestion[]>(r));

export const listSurveysViaApi = (request: APIRequestContext) =>
  request.get('/api/surveys').then((r) => ok<ApiSurvey[]>(r));

export const deleteAllSurveysViaApi = async (request: APIRequestContext): Promise<void> => {
  for (const survey of await listSurveysViaApi(request)) await ok(await request.delete(`/api/surveys/${survey.id}`));
};

/** Takes the survey as a respondent would: start a response, save answers, optionally complete it. */
export const respondViaApi = async (
  request: APIRequestContext,
  surveyId: string,
  input: {
    mode: 'traditional' | 'ai_chat';
    language: 'en' | 'ur';
    name?: string;
    email?: string;
    answers: { questionId: string; answerText: string }[];
    complete: boolean;
    /**
     * Milliseconds the respondent takes over each answer before sending it (its index given): the time
     * the server records between answers, for the speeding signal. Absent, answers go back to back.
     */
    thinkMs?: (answerIndex: number) => number;
  },
): Promise<string> => {
  const response = await ok<{ id: string }>(
    await request.post(`/api/surveys/${surveyId}/responses`, {
      data: {
        surveyId,
        surveyMode: input.mode,
        language: input.language,
        respondentName: input.name,
        respondentEmail: input.email,
      },
    }),
  );
  for (const [index, answer] of input.answers.entries()) {
    const think = input.thinkMs?.(index) ?? 0;
    if (think > 0) await new Promise((resolve) => setTimeout(resolve, think));
    await ok(await request.post('/api/answers', { data: { responseId: response.id, ...answer } }));
  }
  if (input.complete)
    await ok(await request.patch(`/api/responses/${response.id}`, { data: { completedAt: new Date().toISOString() } }));
  return response.id;
};

// A valid 1 x 1 PNG.
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

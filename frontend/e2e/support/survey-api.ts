import { randomBytes } from 'node:crypto';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, e2eBaseUrl } from './env';

// Seeding and checking survey data through the real API, as the admin.

export type SeedQuestion = { text: string; isRequired?: boolean };
export type SeededSurvey = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  questions: { id: string; questionText: string; order: number; isRequired: boolean }[];
};
export type ApiResponse = {
  id: string;
  surveyId: string;
  surveyMode: string;
  language: string | null;
  completedAt: string | null;
};
export type ApiAnswer = {
  questionId: string;
  answerText: string;
  followUps: { id: string; questionId: string; questionText: string; answerText: string | null }[];
};

export const uniqueSuffix = () => randomBytes(4).toString('hex');

/** An API context logged in as the admin (cookie kept by the context). */
export const adminApi = async (): Promise<APIRequestContext> => {
  const api = await request.newContext({ baseURL: e2eBaseUrl() });
  const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok(), `admin login: ${login.status()} ${await login.text()}`).toBe(true);
  return api;
};

/** A 1x1 PNG, enough for the server's magic-byte check. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const uploadLogo = async (api: APIRequestContext): Promise<string> => {
  const res = await api.post('/api/upload/logo', {
    multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { path: string }).path;
};

export const createSurvey = async (
  api: APIRequestContext,
  input: { title: string; description?: string; slug?: string; logo?: string; questions: SeedQuestion[] },
): Promise<SeededSurvey> => {
  const slug = input.slug ?? `e2e-${uniqueSuffix()}`;
  const created = await api.post('/api/surveys', {
    data: { title: input.title, description: input.description, slug, logo: input.logo, isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const survey = (await created.json()) as { id: string; description: string | null };
  const questions: SeededSurvey['questions'] = [];
  for (const [i, question] of input.questions.entries()) {
    const added = await api.post(`/api/surveys/${survey.id}/questions`, {
      data: {
        questionText: question.text,
        questionType: 'textarea',
        order: i + 1,
        isRequired: question.isRequired ?? true,
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    questions.push((await added.json()) as SeededSurvey['questions'][number]);
  }
  return { id: survey.id, slug, title: input.title, description: survey.description, questions };
};

export const deleteSurvey = async (api: APIRequestContext, id: string): Promise<void> => {
  await api.delete(`/api/surveys/${id}`);
};

export const responsesOf = async (api: APIRequestContext, surveyId: string): Promise<ApiResponse[]> => {
  const res = await api.get(`/api/surveys/${surveyId}/responses`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ApiResponse[];
};

export const answersOf = async (api: APIRequestContext, responseId: string): Promise<ApiAnswer[]> => {
  const res = await api.get(`/api/responses/${responseId}/answers`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ApiAnswer[];
};

/** The one response of a survey, once it is completed (the browser may still be finishing). */
export const completedResponse = async (api: APIRequestContext, surveyId: string): Promise<ApiResponse> => {
  let found: ApiResponse | undefined;
  await expect
    .poll(async () => {
      const all = await responsesOf(api, surveyId);
      found = all.find((r) => r.completedAt !== null);
      return found ? all.length : 0;
    })
    .toBe(1);
  return found!;
};

// Creating a survey is several calls: the survey, then each question in order. This module decides
// what the form shows for each outcome; the calls come in as dependencies so specs need no server.
import { errorMessage } from '@/lib/api-client';
import type { CreateSurveyInput, SurveyLanguage } from '@/types/generated/api';
import type { QuestionPayload } from './question-list';
import { finalizeSlug } from './slug';

export type SurveyForm = {
  title: string;
  description: string;
  slug: string;
  logo: string | null;
  /** Left out: the server's default (English and Urdu). */
  languages?: SurveyLanguage[];
  /** Saved as a draft: created switched off (Inactive). */
  draft?: boolean;
  /** The client it is for ('' or absent: none); such a survey starts unlisted unless `listed`. */
  clientId?: string;
  /** On the survey list; left out: the server's default (unlisted for a client's survey). */
  listed?: boolean;
};

/** What POST /api/surveys takes. */
export type SurveyPayload = CreateSurveyInput;

/** Empty optional fields are left out, as the spec's POST /api/surveys asks. */
export const surveyPayload = (form: SurveyForm): SurveyPayload => {
  const description = form.description.trim();
  const slug = finalizeSlug(form.slug.trim());
  return {
    title: form.title.trim(),
    ...(description ? { description } : {}),
    ...(slug ? { slug } : {}),
    ...(form.logo ? { logo: form.logo } : {}),
    ...(form.languages ? { languages: form.languages } : {}),
    ...(form.clientId ? { clientId: form.clientId } : {}),
    ...(form.listed !== undefined ? { listed: form.listed } : {}),
    // A draft is created switched off (Inactive) and opened later with the Active switch.
    isActive: form.draft !== true,
  };
};

export type SaveSurveyDeps = {
  createSurvey: (payload: SurveyPayload) => Promise<{ id: string }>;
  addQuestion: (surveyId: string, question: QuestionPayload) => Promise<unknown>;
  deleteSurvey: (surveyId: string) => Promise<unknown>;
};

export type SaveOutcome =
  | { kind: 'saved'; surveyId: string }
  | { kind: 'invalid'; field: 'title' | 'questions'; message: string }
  | { kind: 'slug-rejected'; message: string }
  | { kind: 'failed'; message: string };

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/** A 409 is a taken slug; a 400 about the slug is a malformed one. Both belong on the slug field. */
export const slugProblem = (error: unknown): string | null => {
  const status = statusOf(error);
  const message = errorMessage(error);
  if (status === 409) return message || 'This URL slug is already taken';
  if (status === 400 && /slug/i.test(message)) return message;
  return null;
};

export const saveSurvey = async (
  form: SurveyForm,
  questions: readonly QuestionPayload[],
  deps: SaveSurveyDeps,
): Promise<SaveOutcome> => {
  if (!form.title.trim()) return { kind: 'invalid', field: 'title', message: 'Title is required' };
  if (questions.length === 0)
    return { kind: 'invalid', field: 'questions', message: 'Please add at least one question' };

  let surveyId: string;
  try {
    surveyId = (await deps.createSurvey(surveyPayload(form))).id;
  } catch (error) {
    const slugMessage = slugProblem(error);
    return slugMessage
      ? { kind: 'slug-rejected', message: slugMessage }
      : { kind: 'failed', message: errorMessage(error) };
  }

  try {
    // One at a time, so the server stores them in the admin's order.
    for (const question of questions) await deps.addQuestion(surveyId, question);
  } catch (error) {
    // A survey missing some of its questions is worse than none: take it back so a retry starts clean.
    await deps.deleteSurvey(surveyId).catch(() => undefined);
    return { kind: 'failed', message: errorMessage(error) };
  }
  return { kind: 'saved', surveyId };
};

import type { Answer as ApiAnswer, Question as ApiQuestion, Survey as ApiSurvey, SurveyResponse } from '@/types/api';

// The API as the survey screens read it: the shared shapes of @/types/api, minus the fields these
// screens do not count on, plus the calls only this feature makes.

type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** The unlocked list (GET /api/surveys) gives a respondent no slug or logo. */
export type Survey = WithOptional<ApiSurvey, 'slug' | 'logo'>;

/** A question without `isRequired` counts as required (spec section 3). */
export type Question = WithOptional<ApiQuestion, 'questionType' | 'isRequired'>;

export type Answer = WithOptional<ApiAnswer, 'answeredAt' | 'followUps'>;

export type ResponseProgress = SurveyResponse & { answers: Answer[] };

export type ConversationEntry = { role: 'assistant' | 'user'; content: string };

export type FollowUpReply = {
  isComplete: boolean;
  followUpQuestion: string | null;
  shouldMoveToNext: boolean;
  followUpId?: string | null;
};

export const isRequired = (question: { isRequired?: boolean | null }): boolean => question.isRequired !== false;

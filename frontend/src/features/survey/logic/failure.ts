import { ApiError } from '@/lib/api-client';

/** What a failed survey call means to the respondent: wait, the survey is gone or closed, or retry. */
export type SurveyFailure = 'rateLimited' | 'surveyGone' | 'surveyClosed' | 'other';

// The API's own words for a survey that takes no new responses: switched off, past its close date, or
// full (409 also means "already completed", which is not this).
const CLOSED_MESSAGES = new Set([
  'This survey is not accepting responses',
  'This survey is closed.',
  'This survey has reached its response limit.',
]);

export function surveyFailureOf(error: unknown): SurveyFailure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 429) return 'rateLimited';
  if (error.status === 410) return 'surveyGone';
  if (error.status === 409 && error.detail !== null && CLOSED_MESSAGES.has(error.detail)) return 'surveyClosed';
  return 'other';
}

/** The survey can take nothing more: the page says so instead of offering a retry. */
export const isSurveyOver = (failure: SurveyFailure | null): failure is 'surveyGone' | 'surveyClosed' =>
  failure === 'surveyGone' || failure === 'surveyClosed';

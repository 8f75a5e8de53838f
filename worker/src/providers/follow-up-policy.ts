import {
  MAX_FOLLOW_UPS_PER_QUESTION,
  type ChatFollowUpPayload,
  type ChatFollowUpResult,
  type ChatLanguage,
} from '@seedline/shared';
import { isOfflineFollowUp } from './offline-follow-up';

/** The one follow-up a low typed answer may earn, word for word, by language. */
export const TYPED_FOLLOW_UPS = {
  rating: { en: 'What would have made it a 5?', ur: 'اسے 5 بنانے کے لیے کیا ہونا چاہیے تھا؟' },
  scale: { en: 'What would have made it a 10?', ur: 'اسے 10 بنانے کے لیے کیا ہونا چاہیے تھا؟' },
  no: { en: 'What stands in the way?', ur: 'راستے میں کیا رکاوٹ ہے؟' },
} as const satisfies Record<string, Record<ChatLanguage, string>>;

/** A rating of this or lower, a score of this or lower (NPS detractors and below), may earn a follow-up. */
export const LOW_RATING = 3;
export const LOW_SCORE = 6;

const TYPED_FOLLOW_UP_SET = new Set<string>(
  Object.values(TYPED_FOLLOW_UPS).flatMap((byLanguage) => Object.values(byLanguage)),
);

/**
 * What a typed answer calls for. `text`: a text question (or no type given), decided from the words of
 * the answer as before. Otherwise `followUp` is the fixed question a low rating, a low score or a "No"
 * may earn, or null: choices, numbers, high ratings and "Yes" move on.
 */
export type TypedFollowUp = { kind: 'text' } | { kind: 'typed'; followUp: string | null };

export function typedFollowUp(input: ChatFollowUpPayload): TypedFollowUp {
  const { questionType, answerValue, language } = input;
  if (questionType === undefined || questionType === 'textarea' || questionType === 'text') return { kind: 'text' };
  const value = answerValue ?? null;
  if (questionType === 'rating' && typeof value === 'number' && value <= LOW_RATING) {
    return { kind: 'typed', followUp: TYPED_FOLLOW_UPS.rating[language] };
  }
  if (questionType === 'scale' && typeof value === 'number' && value <= LOW_SCORE) {
    return { kind: 'typed', followUp: TYPED_FOLLOW_UPS.scale[language] };
  }
  if (questionType === 'yes_no' && value === false) return { kind: 'typed', followUp: TYPED_FOLLOW_UPS.no[language] };
  return { kind: 'typed', followUp: null };
}

export function isTypedFollowUp(question: string): boolean {
  return TYPED_FOLLOW_UP_SET.has(question.trim());
}

/**
 * How many follow-ups were already asked for the current base question. The caller states it when it
 * knows (the backend reads it from the response's events); otherwise a current question that is one
 * of the providers' own probes (or a typed answer's fixed follow-up) counts as a follow-up.
 */
export function followUpsAlreadyAsked(input: ChatFollowUpPayload): number {
  const ownFollowUp = isOfflineFollowUp(input.currentQuestion) || isTypedFollowUp(input.currentQuestion);
  return input.followUpsAskedForQuestion ?? (ownFollowUp ? 1 : 0);
}

export function mayAskFollowUp(input: ChatFollowUpPayload): boolean {
  return followUpsAlreadyAsked(input) < MAX_FOLLOW_UPS_PER_QUESTION && input.userMessage.trim().length > 0;
}

/**
 * Turns a provider's proposal into exactly one outcome, whatever the provider said: a follow-up
 * only while one is still allowed; otherwise complete after the last question, else move on.
 */
export function decideFollowUp(input: ChatFollowUpPayload, proposedFollowUp: string | null): ChatFollowUpResult {
  const followUp = proposedFollowUp?.trim() ?? '';
  if (followUp.length > 0 && mayAskFollowUp(input)) {
    return { isComplete: false, followUpQuestion: followUp, shouldMoveToNext: false };
  }
  return input.isLastQuestion
    ? { isComplete: true, followUpQuestion: null, shouldMoveToNext: false }
    : { isComplete: false, followUpQuestion: null, shouldMoveToNext: true };
}

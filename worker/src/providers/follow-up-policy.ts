import {
  MAX_FOLLOW_UPS_PER_QUESTION,
  type ChatFollowUpPayload,
  type ChatFollowUpResult,
} from '../contract/chat-followup.job';
import { isOfflineFollowUp } from './offline-follow-up';

/**
 * How many follow-ups were already asked for the current base question. The caller states it when it
 * knows (the backend reads it from the response's events); otherwise a current question that is one
 * of the offline provider's own probes counts as a follow-up.
 */
export function followUpsAlreadyAsked(input: ChatFollowUpPayload): number {
  return input.followUpsAskedForQuestion ?? (isOfflineFollowUp(input.currentQuestion) ? 1 : 0);
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

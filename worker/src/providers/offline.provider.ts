import {
  type ChatFollowUpPayload,
  type ChatFollowUpResult,
  type GenerateQuestionsPayload,
  type GenerateQuestionsResult,
  OFFLINE_CANNOT_TRANSLATE_MESSAGE,
  type TranslateTextsResult,
  AiUnsupportedError,
} from '@seedline/shared';
import type { AiProvider } from './ai-provider';
import { decideFollowUp, typedFollowUp } from './follow-up-policy';
import { offlineProbe } from './offline-follow-up';
import { planQuestions } from './offline-questions';

/**
 * The offline provider: no model, no network. Deterministic rules build questions from the company
 * data (typed where the data supports a type: its tools as a multiple choice, a rating, a count) and decide follow-ups from the shape of an
 * answer; it cannot translate. The default when no OPENAI_API_KEY is set.
 */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    async generateQuestions(input: GenerateQuestionsPayload): Promise<GenerateQuestionsResult> {
      const plan = planQuestions(input);
      return { questions: plan.map((q) => q.text), typedQuestions: plan.map((q) => q.typed) };
    },
    async chatFollowUp(input: ChatFollowUpPayload): Promise<ChatFollowUpResult> {
      const typed = typedFollowUp(input);
      return decideFollowUp(input, typed.kind === 'typed' ? typed.followUp : offlineProbe(input));
    },
    async translateTexts(): Promise<TranslateTextsResult> {
      // No model, no dictionary good enough for an admin's own words: a human types the Urdu.
      throw new AiUnsupportedError(OFFLINE_CANNOT_TRANSLATE_MESSAGE);
    },
  };
}

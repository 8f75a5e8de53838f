import type { ChatFollowUpPayload, ChatFollowUpResult } from '../contract/chat-followup.job';
import type { GenerateQuestionsPayload, GenerateQuestionsResult } from '../contract/generate-questions.job';
import type { AiProvider } from './ai-provider';
import { decideFollowUp } from './follow-up-policy';
import { offlineProbe } from './offline-follow-up';
import { offlineQuestions } from './offline-questions';

/**
 * The offline provider: no model, no network. Deterministic rules build questions from the company
 * data and decide follow-ups from the shape of an answer. The default when no OPENAI_API_KEY is set.
 */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    async generateQuestions(input: GenerateQuestionsPayload): Promise<GenerateQuestionsResult> {
      return { questions: offlineQuestions(input) };
    },
    async chatFollowUp(input: ChatFollowUpPayload): Promise<ChatFollowUpResult> {
      return decideFollowUp(input, offlineProbe(input));
    },
  };
}

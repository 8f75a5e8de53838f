import { requestJson } from '@/lib/api-client';
import type { SurveyLanguage } from '../logic/survey-language';
import type { ConversationEntry, FollowUpReply } from './types';

export type FollowUpRequest = {
  userMessage: string;
  currentQuestion: string;
  conversationHistory: ConversationEntry[];
  isLastQuestion: boolean;
  language: SurveyLanguage;
  responseId: string;
  questionId: string;
};

export const askFollowUp = (body: FollowUpRequest) => requestJson<FollowUpReply>('POST', '/api/ai-chat-followup', body);

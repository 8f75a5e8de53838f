import type { SurveyLanguage } from '../logic/survey-language';

// The shapes of docs/API.md this feature reads.

export type SurveyMode = 'traditional' | 'ai_chat';

export type Survey = {
  id: string;
  title: string;
  description: string | null;
  slug?: string | null;
  logo?: string | null;
  isActive: boolean;
  createdAt: string;
};

export type Question = {
  id: string;
  surveyId: string;
  questionText: string;
  questionType?: string;
  order: number;
  /** Treated as true when missing (spec section 3). */
  isRequired?: boolean | null;
};

export type SurveyResponse = {
  id: string;
  surveyId: string;
  surveyMode: SurveyMode;
  language: SurveyLanguage | null;
  submittedAt: string;
  completedAt: string | null;
};

export type FollowUp = { id: string; questionId: string; questionText: string; answerText: string | null };

export type Answer = {
  responseId: string;
  questionId: string;
  answerText: string;
  answeredAt?: string;
  followUps?: FollowUp[];
};

export type ResponseProgress = SurveyResponse & { answers: Answer[] };

export type ConversationEntry = { role: 'assistant' | 'user'; content: string };

export type FollowUpReply = {
  isComplete: boolean;
  followUpQuestion: string | null;
  shouldMoveToNext: boolean;
  followUpId?: string | null;
};

export const isRequired = (question: Pick<Question, 'isRequired'>): boolean => question.isRequired !== false;

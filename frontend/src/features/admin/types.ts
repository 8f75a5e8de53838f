// The API's shapes as the admin screens read them (docs/API.md).

export type SessionUser = { username: string };
export type Session = { user: SessionUser };

export type Survey = {
  id: string;
  title: string;
  description: string | null;
  slug: string | null;
  logo: string | null;
  isActive: boolean;
  createdAt: string;
};

export type Question = {
  id: string;
  surveyId: string;
  questionText: string;
  questionType: string;
  order: number;
  isRequired: boolean;
};

export type SurveyMode = 'traditional' | 'ai_chat';

export type SurveyResponse = {
  id: string;
  surveyId: string;
  surveyMode: SurveyMode | string;
  language: string | null;
  respondentName: string | null;
  respondentEmail: string | null;
  submittedAt: string;
  completedAt: string | null;
};

export type FollowUp = { id: string; questionId: string; questionText: string; answerText: string | null };

export type Answer = {
  responseId: string;
  questionId: string;
  answerText: string;
  answeredAt: string;
  followUps: FollowUp[];
};

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  receivedAt: string;
};

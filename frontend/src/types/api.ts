// The shapes of the HTTP API (docs/API.md, "Types") that more than one feature reads. A shape only
// one feature needs stays in that feature.

export type SurveyMode = 'traditional' | 'ai_chat';

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

/** The API calls it `Response`; renamed so it does not hide the DOM's `Response`. */
export type SurveyResponse = {
  id: string;
  surveyId: string;
  surveyMode: SurveyMode;
  language: 'en' | 'ur' | null;
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

import type { Answer, Question } from '@/types/generated/api';
import type { SurveyLabels } from '../content/labels';
import type { ResponseStore } from '../logic/response-session';
import type { SurveyLanguage } from '../logic/survey-language';

/** What both ways of taking a survey (traditional and AI chat) are given. */
export type SurveyFlowProps = {
  surveyId: string;
  questions: Question[];
  language: SurveyLanguage;
  labels: SurveyLabels;
  responseId: string;
  savedAnswers: Answer[] | null;
  store: ResponseStore;
};

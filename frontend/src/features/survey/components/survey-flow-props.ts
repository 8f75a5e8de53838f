import type { Answer, Question } from '@/types/generated/api';
import type { SurveyLabels } from '../content/labels';
import type { SurveyEnding } from '../logic/end-screen';
import type { ResponseRecorder } from '../logic/response-recorder';
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
  /** The thank-you texts and where completion leads (the survey's end screen over the spec's). */
  ending: SurveyEnding;
  /** The link's hidden-field and UTM values: branching rules may read them. */
  hiddenValues: Readonly<Record<string, string>>;
  /** Where the answers go: the server, or (a preview) nowhere but this tab. */
  recorder: ResponseRecorder;
};

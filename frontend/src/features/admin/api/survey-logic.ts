import useSWR, { mutate } from 'swr';
import { getJson, requestJson } from '@/lib/api-client';
import type { LogicRuleInput, SurveyLogic } from '@/types/generated/api';

/** A survey's branching rules (each as a sentence) and the map of its paths (issue 29). */
export const surveyLogicUrl = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/logic`;

export const useSurveyLogic = (surveyId: string) =>
  useSWR<SurveyLogic>(surveyLogicUrl(surveyId), (url: string) => getJson<SurveyLogic>(url));

const rulesUrl = (surveyId: string, questionId: string) =>
  `/api/surveys/${encodeURIComponent(surveyId)}/questions/${encodeURIComponent(questionId)}/logic-rules`;

const settle = async (surveyId: string, logic: SurveyLogic): Promise<SurveyLogic> => {
  await mutate(surveyLogicUrl(surveyId), logic, { revalidate: false });
  return logic;
};

/** Adds a rule last on the question's list; a rule that does not fit is refused with the server's words (400). */
export const addLogicRule = async (surveyId: string, questionId: string, rule: LogicRuleInput) =>
  settle(surveyId, await requestJson<SurveyLogic>('POST', rulesUrl(surveyId, questionId), rule));

export const removeLogicRule = async (surveyId: string, questionId: string, ruleId: string) =>
  settle(
    surveyId,
    await requestJson<SurveyLogic>('DELETE', `${rulesUrl(surveyId, questionId)}/${encodeURIComponent(ruleId)}`),
  );

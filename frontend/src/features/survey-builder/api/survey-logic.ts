import useSWR, { mutate } from 'swr';
import { answer, api } from '@/lib/api-client';
import type { LogicRuleInput, SurveyLogic } from '@/types/generated/api';

/** A survey's branching rules (each as a sentence) and the map of its paths (issue 29). */
export const surveyLogicUrl = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/logic`;

export const useSurveyLogic = (surveyId: string) =>
  useSWR(surveyLogicUrl(surveyId), () =>
    answer(api.GET('/api/surveys/{idOrSlug}/logic', { params: { path: { idOrSlug: surveyId } } })),
  );

const settle = async (surveyId: string, logic: SurveyLogic): Promise<SurveyLogic> => {
  await mutate(surveyLogicUrl(surveyId), logic, { revalidate: false });
  return logic;
};

/** Adds a rule last on the question's list; a rule that does not fit is refused with the server's words (400). */
export const addLogicRule = async (surveyId: string, questionId: string, rule: LogicRuleInput) =>
  settle(
    surveyId,
    await answer(
      api.POST('/api/surveys/{idOrSlug}/questions/{questionId}/logic-rules', {
        params: { path: { idOrSlug: surveyId, questionId } },
        body: rule,
      }),
    ),
  );

export const removeLogicRule = async (surveyId: string, questionId: string, ruleId: string) =>
  settle(
    surveyId,
    await answer(
      api.DELETE('/api/surveys/{idOrSlug}/questions/{questionId}/logic-rules/{ruleId}', {
        params: { path: { idOrSlug: surveyId, questionId, ruleId } },
      }),
    ),
  );

/** Changes a rule in place (its place in the list kept); refused in the server's words (400) when it does not fit. */
export const changeLogicRule = async (surveyId: string, questionId: string, ruleId: string, rule: LogicRuleInput) =>
  settle(
    surveyId,
    await answer(
      api.PUT('/api/surveys/{idOrSlug}/questions/{questionId}/logic-rules/{ruleId}', {
        params: { path: { idOrSlug: surveyId, questionId, ruleId } },
        body: rule,
      }),
    ),
  );

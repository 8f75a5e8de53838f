import { answer, api } from '@/lib/api-client';
import type { Language, StartResponseInput, SurveyMode } from '@/types/generated/api';

export const startResponse = (
  surveyId: string,
  surveyMode: SurveyMode,
  language: Language,
  hiddenFields: Record<string, string> = {},
) => {
  const body: StartResponseInput = {
    surveyId,
    surveyMode,
    language,
    ...(Object.keys(hiddenFields).length > 0 ? { hiddenFields } : {}),
  };
  return answer(api.POST('/api/surveys/{idOrSlug}/responses', { params: { path: { idOrSlug: surveyId } }, body }));
};

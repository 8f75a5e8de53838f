import { answer, api } from '@/lib/api-client';
import type { QualityVerdict, ResponseQuality } from '@/types/generated/api';
import { isKeyOfSurvey, isReportKey, refreshWhere } from '@/lib/refresh';

/**
 * The consultant's verdict on a response's quality (issue 50), then the survey's counts refetched (the
 * summary and drop-off leave low-quality responses out). The response list is the caller's to refresh.
 */
export const overruleQuality = async (
  id: string,
  verdict: QualityVerdict,
  surveyId: string,
): Promise<ResponseQuality> => {
  const quality = await answer(api.PUT('/api/responses/{id}/quality', { params: { path: { id } }, body: { verdict } }));
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId) || isReportKey(key));
  return quality;
};

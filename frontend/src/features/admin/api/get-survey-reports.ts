import useSWR from 'swr';
import type { ReportSummary } from '@/types/generated/api';

/** A survey's reports, newest first. */
export const surveyReportsKey = (surveyId: string) =>
  ['/api/surveys', encodeURIComponent(surveyId), 'reports'] as const;

export const useSurveyReports = (surveyId: string) => useSWR<ReportSummary[]>(surveyReportsKey(surveyId));

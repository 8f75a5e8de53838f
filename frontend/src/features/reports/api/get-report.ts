import { useEffect } from 'react';
import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { Report, ReportSummary } from '@/types/generated/api';
import { isFinished } from '../lib/report-display';
import { surveyReportsKey } from './get-survey-reports';
import { refresh } from '@/lib/refresh';

/** How often a queued or running report is read again, so its progress bar moves. */
export const REPORT_POLL_MS = 1000;

export const reportKey = (id: string) => ['/api/reports', encodeURIComponent(id)] as const;

/**
 * One report. The app never polls (spec section 7) except here: while the analysis is queued or
 * running the report is read every second, and polling stops once it has completed or failed.
 */
export const useReport = (id: string) =>
  useSWR(reportKey(id), () => answer(api.GET('/api/reports/{id}', { params: { path: { id } } })), {
    refreshInterval: (data) => (data && isFinished(data.status) ? 0 : REPORT_POLL_MS),
  });

/**
 * Whether the survey's report list, as read, is behind an ended report: it lists the report as
 * still queued or running, or does not list it yet. The list may have been read before the end, and
 * a short analysis can end before the report's own first read, so no change of state is ever seen.
 */
export const listIsBehind = (report: Pick<Report, 'id' | 'status'>, list: readonly ReportSummary[]): boolean =>
  isFinished(report.status) && !list.some((item) => item.id === report.id && item.status === report.status);

/** Fetches the survey's report list again when it is behind the report on screen (once per state seen). */
export const useReportListInStep = (report: Report | undefined, list: readonly ReportSummary[] | undefined) => {
  const behind = report !== undefined && list !== undefined && listIsBehind(report, list);
  const surveyId = report?.surveyId;
  useEffect(() => {
    if (behind && surveyId) void refresh(surveyReportsKey(surveyId));
  }, [behind, surveyId]);
};

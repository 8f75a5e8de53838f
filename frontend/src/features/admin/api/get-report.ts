import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { Report } from '@/types/generated/api';
import { isFinished } from '../lib/report-view';
import { surveyReportsKey } from './get-survey-reports';
import { refresh } from './refresh';

/** How often a queued or running report is read again, so its progress bar moves. */
export const REPORT_POLL_MS = 1000;

export const reportKey = (id: string) => ['/api/reports', encodeURIComponent(id)] as const;

/**
 * One report. The app never polls (spec section 7) except here: while the analysis is queued or
 * running the report is read every second, and polling stops once it has completed or failed. When a
 * report this screen watched ends, the survey's report list is refetched so its status there is current.
 */
export const useReport = (id: string) => {
  const swr = useSWR<Report>(reportKey(id), {
    refreshInterval: (data) => (data && isFinished(data.status) ? 0 : REPORT_POLL_MS),
  });
  const status = swr.data?.status;
  const surveyId = swr.data?.surveyId;
  const sawUnfinished = useRef(false);
  useEffect(() => {
    if (!status || !surveyId) return;
    if (!isFinished(status)) sawUnfinished.current = true;
    else if (sawUnfinished.current) {
      sawUnfinished.current = false;
      void refresh(surveyReportsKey(surveyId));
    }
  }, [status, surveyId]);
  return swr;
};

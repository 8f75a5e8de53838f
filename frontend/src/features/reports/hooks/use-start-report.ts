import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { startReport } from '../api/start-report';

/**
 * Starts a report for the survey and opens it, where its progress shows; a refusal becomes a toast.
 * Low-quality responses are left out unless `includeLowQuality` (issue 50).
 */
export const useStartReport = (surveyId: string) => {
  const [, navigate] = useLocation();
  const [starting, setStarting] = useState(false);

  const start = async ({ includeLowQuality = false }: { includeLowQuality?: boolean } = {}) => {
    setStarting(true);
    try {
      const queued = await startReport(surveyId, { includeLowQuality });
      navigate(paths.admin.surveyReport.href(surveyId, queued.id));
    } catch (error) {
      toast({ title: 'Could not start the analysis', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
};

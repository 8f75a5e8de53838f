import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Question, Survey, SurveyResponse } from '@/types/generated/api';
import { loadResponseAnswers } from '../api/get-response-answers';
import { isoDay } from '../lib/format-date';
import { csvFileName, responsesToCsv, type ResponseWithAnswers } from '../lib/responses-csv';

// Enough parallel requests to be quick, few enough not to trip the server's limits.
const CONCURRENCY = 4;

const loadAll = async (responses: readonly SurveyResponse[]): Promise<ResponseWithAnswers[]> => {
  const results: ResponseWithAnswers[] = new Array(responses.length);
  let next = 0;
  const worker = async () => {
    while (next < responses.length) {
      const index = next++;
      results[index] = { response: responses[index], answers: await loadResponseAnswers(responses[index].id) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, responses.length) }, worker));
  return results;
};

const download = (fileName: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Fetches every response's answers fresh and downloads them as one CSV. */
export const useCsvExport = (
  survey: Survey | undefined,
  questions: Question[] | undefined,
  responses: SurveyResponse[] | undefined,
) => {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!survey || !questions || !responses || exporting) return;
    setExporting(true);
    try {
      const entries = await loadAll(responses);
      download(csvFileName(survey.slug || survey.title, isoDay(new Date())), responsesToCsv(questions, entries));
    } catch {
      toast({ title: 'Error', description: 'Failed to export responses', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return { exportCsv, exporting };
};

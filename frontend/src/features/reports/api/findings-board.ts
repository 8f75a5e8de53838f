import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { CurateReport, FindingsBoard } from '@/types/generated/api';

export const boardKey = (reportId: string) => ['/api/reports/board', encodeURIComponent(reportId)] as const;

/** The findings board of a completed report: the curated themes, the opportunities through them, the history. */
export const useFindingsBoard = (reportId: string) =>
  useSWR(boardKey(reportId), () => answer(api.GET('/api/reports/{id}/board', { params: { path: { id: reportId } } })));

/** One change to the board; the answer is the board after it. */
export const curateReport = (reportId: string, change: CurateReport): Promise<FindingsBoard> =>
  answer(api.POST('/api/reports/{id}/board', { params: { path: { id: reportId } }, body: change }));

/** A quote's key on the board: its response, question and whether it answers a follow-up. */
export const quoteKey = (quote: { responseId: string; questionId: string; source: string }) =>
  `${quote.responseId}/${quote.questionId}/${quote.source}`;

import { requestJson } from '@/lib/api-client';
import type { ResponseProgress } from '@/types/generated/api';

/** The respondent's own response with its answers so far, to resume after a reload. */
export const getResponseProgress = (responseId: string) =>
  requestJson<ResponseProgress>('GET', `/api/responses/${encodeURIComponent(responseId)}`);

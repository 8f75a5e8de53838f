import useSWR from 'swr';
import type { ResponseHistory } from '@/types/generated/api';

export const responseHistoryKey = (responseId: string) =>
  ['/api/responses', encodeURIComponent(responseId), 'history'] as const;

/** A response's timeline, fetched only while `responseId` is given (the dialog is open). */
export const useResponseHistory = (responseId: string | null) =>
  useSWR<ResponseHistory>(responseId ? responseHistoryKey(responseId) : null, { revalidateOnFocus: false });

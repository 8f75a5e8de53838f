import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

export const responseHistoryKey = (responseId: string) =>
  ['/api/responses', encodeURIComponent(responseId), 'history'] as const;

/** A response's timeline, fetched only while `responseId` is given (the dialog is open). */
export const useResponseHistory = (responseId: string | null) =>
  useSWR(
    responseId ? responseHistoryKey(responseId) : null,
    () => answer(api.GET('/api/responses/{id}/history', { params: { path: { id: responseId ?? '' } } })),
    { revalidateOnFocus: false },
  );

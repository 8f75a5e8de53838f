import { answer, api } from '@/lib/api-client';

/** The respondent's own response with its answers so far, to resume after a reload. */
export const getResponseProgress = (responseId: string) =>
  answer(api.GET('/api/responses/{id}', { params: { path: { id: responseId } } }));

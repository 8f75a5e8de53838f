import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { ClientLinkInput } from '@/types/generated/api';

const linksKey = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/client-links`;

/** A survey's client links (no tokens), and the client name its latest proposal suggests. */
export const useClientLinks = (surveyId: string) =>
  useSWR(linksKey(surveyId), () =>
    answer(api.GET('/api/surveys/{idOrSlug}/client-links', { params: { path: { idOrSlug: surveyId } } })),
  );

/** Makes a link; the answer holds its page with the token, this once. */
export const createClientLink = async (surveyId: string, input: ClientLinkInput) => {
  const created = await answer(
    api.POST('/api/surveys/{idOrSlug}/client-links', { params: { path: { idOrSlug: surveyId } }, body: input }),
  );
  await refresh(linksKey(surveyId));
  return created;
};

export const revokeClientLink = async (surveyId: string, linkId: string) => {
  await answer(
    api.POST('/api/surveys/{idOrSlug}/client-links/{linkId}/revoke', {
      params: { path: { idOrSlug: surveyId, linkId } },
    }),
  );
  await refresh(linksKey(surveyId));
};

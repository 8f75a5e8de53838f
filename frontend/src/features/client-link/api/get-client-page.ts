import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

/** The client's page for a token, with the passcode when the link has one (header X-Client-Passcode). */
export const getClientPage = (token: string, passcode: string | null) =>
  answer(
    api.GET('/api/client/{token}', {
      params: { path: { token }, header: passcode ? { 'x-client-passcode': passcode } : undefined },
    }),
  );

/** Not revalidated on focus: every read is a view in the firm's audit trail. */
export const useClientPage = (token: string, passcode: string | null) =>
  useSWR(['client-page', token, passcode ?? ''], () => getClientPage(token, passcode), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

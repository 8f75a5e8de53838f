import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

// Whether this deployment has an AI model (issue 49): screens offer only what can work. Read once per
// page; the deployment does not change while it is open.
const aiStatusKey = '/api/ai/status';

/** 'model', 'offline', or undefined while unknown (then nothing AI-only is promised or offered). */
export const useAiProvider = (): 'model' | 'offline' | undefined => {
  const { data } = useSWR(aiStatusKey, () => answer(api.GET(aiStatusKey)), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data?.provider;
};

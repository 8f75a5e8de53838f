import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { aiJobsKey } from '@/lib/cache-keys';

/** The AI jobs this server ran (in-process), newest first; none listed when the queue keeps them. */
export const useAiJobs = () => useSWR(aiJobsKey, () => answer(api.GET(aiJobsKey)));

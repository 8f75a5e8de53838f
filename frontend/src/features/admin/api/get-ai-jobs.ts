import useSWR from 'swr';
import type { AiJobs } from '@/types/generated/api';

/** The AI jobs this server ran (in-process), newest first; none listed when the queue keeps them. */
export const aiJobsKey = '/api/ai/jobs';

export const useAiJobs = () => useSWR<AiJobs>(aiJobsKey);

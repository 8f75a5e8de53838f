// The SWR keys of lists that one feature shows and another feature's changes make stale: the survey
// list (a survey created, erased responses recounted), the AI jobs (a report or translation queued),
// the proposals (a survey deleted). Each key is the API path it reads, checked against the contract.
import type { paths } from '@/types/generated/api';

export const surveysKey = '/api/surveys' satisfies keyof paths;
export const aiJobsKey = '/api/ai/jobs' satisfies keyof paths;
export const proposalsKey = '/api/proposals' satisfies keyof paths;

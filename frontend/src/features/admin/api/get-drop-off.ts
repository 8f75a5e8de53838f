import useSWR from 'swr';
import type { DropOff } from '@/types/generated/api';

/** Started, reached and answered per question, completed: counters the server keeps as responses arrive. */
export const dropOffKey = (surveyId: string) => ['/api/surveys', encodeURIComponent(surveyId), 'drop-off'] as const;

export const useDropOff = (surveyId: string) => useSWR<DropOff>(dropOffKey(surveyId));

// TEMPORARY: the lifecycle contract as /tmp/issue15.md states it, until the generated types land.
import type { Question, Survey as BaseSurvey } from '@/types/generated/api';

export type SurveyAvailability = 'open' | 'inactive' | 'closed' | 'full';

export type LifecycleSurvey = BaseSurvey & {
  closesAt: string | null;
  responseCap: number | null;
  startedCount: number;
  completedCount: number;
  availability: SurveyAvailability;
};

export type UpdateSurveyInput = {
  title?: string;
  description?: string | null;
  slug?: string | null;
  logo?: string | null;
  isActive?: boolean;
  closesAt?: string | null;
  responseCap?: number | null;
};

export type RewordQuestionInput = { questionText: string };
export type ReorderQuestionsInput = { questionIds: string[] };
export type { Question };

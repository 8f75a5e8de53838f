// TEMPORARY: the lifecycle request bodies as /tmp/issue15.md states them, until the generated types land.
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

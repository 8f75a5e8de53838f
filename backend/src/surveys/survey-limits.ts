// The limits a survey's texts and caps are checked against, and the refusals of a locked question list.

export const SURVEY_LIMITS = {
  title: 200,
  description: 2000,
  logo: 500,
  questionText: 2000,
  /** The largest response cap; a cap is a whole number from 1. */
  responseCap: 1_000_000_000,
} as const;

export const QUESTIONS_LOCKED_MESSAGES = {
  remove: 'Questions cannot be removed once the survey has responses',
  reorder: 'Questions cannot be reordered once the survey has responses',
  addInside: 'Once the survey has responses, new questions can only be added at the end',
} as const;

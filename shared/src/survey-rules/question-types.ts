// The question types of a survey and the bounds of their shapes: the one list, shared by the survey's
// rules (question-shape.ts), the browser's controls and the AI jobs' contract (which proposes typed
// questions), so a proposal the builder takes is one the API accepts. Pure and import-free.

export const AI_QUESTION_TYPES = [
  'textarea',
  'text',
  'single_choice',
  'multiple_choice',
  'rating',
  'scale',
  'yes_no',
  'number',
] as const;

/** The bounds of the survey's own question shapes, so a proposal the builder takes is one the API accepts. */
export const TYPED_QUESTION_LIMITS = {
  minOptions: 2,
  maxOptions: 30,
  optionLabel: 200,
  scaleLabel: 100,
  unit: 40,
  number: 1e12,
} as const;

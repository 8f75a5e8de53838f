// Presentation rules for question and answer text (spec section 9).

/** Font-size step by question length: under 60, under 100, under 150 characters, longer. */
export type QuestionSizeStep = 0 | 1 | 2 | 3;

export const questionSizeStep = (text: string): QuestionSizeStep => {
  const length = Array.from(text.trim()).length;
  if (length < 60) return 0;
  if (length < 100) return 1;
  if (length < 150) return 2;
  return 3;
};

/** 'page': the traditional survey's one question per screen; 'chat': a question in the chat bubble. */
export type QuestionPlacement = 'page' | 'chat';

const SIZE_CLASSES: Record<QuestionPlacement, Record<QuestionSizeStep, string>> = {
  page: {
    0: 'text-2xl sm:text-4xl',
    1: 'text-2xl sm:text-3xl',
    2: 'text-xl sm:text-2xl',
    3: 'text-lg sm:text-xl',
  },
  chat: {
    0: 'text-xl sm:text-3xl',
    1: 'text-xl sm:text-2xl',
    2: 'text-lg sm:text-xl',
    3: 'text-base sm:text-lg',
  },
};

export const questionSizeClass = (text: string, placement: QuestionPlacement = 'page'): string =>
  SIZE_CLASSES[placement][questionSizeStep(text)];

export const PREVIOUS_ANSWER_MAX_CHARS = 100;
export const PREVIOUS_ANSWERS_SHOWN = 3;

/** Cuts at `max` characters (whole code points, so Urdu and emoji stay intact), marking the cut. */
export const truncateText = (text: string, max = PREVIOUS_ANSWER_MAX_CHARS): string => {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('')}...`;
};

export type AnsweredQuestion = { questionNumber: number; answerText: string };

export type PreviousAnswerLine = { label: string; text: string };

/**
 * The last three answers, oldest first: the question's label ('Q{n}' in English, 'سوال {n}' in Urdu,
 * from `questionLabel`) and the answer cut at 100 characters, kept apart so the answer can be set apart
 * in its own direction. Read together they are the spec's 'Q{n}: text'.
 */
export const previousAnswerLines = (
  answered: readonly AnsweredQuestion[],
  questionLabel: (n: number) => string = (n) => `Q${n}`,
): PreviousAnswerLine[] =>
  answered
    .slice(-PREVIOUS_ANSWERS_SHOWN)
    .map((a) => ({ label: questionLabel(a.questionNumber), text: truncateText(a.answerText) }));

/** Words with their trailing whitespace, so typing out word by word keeps the spacing. */
export const splitWords = (text: string): string[] => text.match(/\S+\s*/g) ?? [];

export const TYPE_MS_PER_WORD = 50;

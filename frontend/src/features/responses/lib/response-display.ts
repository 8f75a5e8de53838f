// Pure read models for the responses screen and its CSV export.
import type { Answer, FollowUp, Language, Question, SurveyMode, SurveyResponse } from '@/types/generated/api';

export const modeLabel = (mode: SurveyMode): string => {
  switch (mode) {
    case 'traditional':
      return 'Traditional';
    case 'ai_chat':
      return 'AI chat';
    default: {
      const unknown: never = mode;
      return String(unknown);
    }
  }
};

export const languageLabel = (language: Language | null): string => {
  if (language === null) return 'Not recorded';
  switch (language) {
    case 'en':
      return 'English';
    case 'ur':
      return 'Urdu';
    default: {
      const unknown: never = language;
      return String(unknown);
    }
  }
};

export type StatusLabel = 'Completed' | 'In progress' | 'Abandoned';

/** A response is "In progress" until completed, or until closed after the survey's abandonment period. */
export const statusLabel = (
  response: Pick<SurveyResponse, 'completedAt'> & { abandonedAt?: string | null },
): StatusLabel => {
  if (response.completedAt) return 'Completed';
  return response.abandonedAt ? 'Abandoned' : 'In progress';
};

export type AnsweredQuestion = {
  question: Question;
  /** The trimmed answer, or null when none was given. */
  answer: string | null;
  followUps: { id: string; questionText: string; answer: string | null }[];
};

const present = (text: string | null | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

const followUpsOf = (answer: Answer | undefined): AnsweredQuestion['followUps'] =>
  (answer?.followUps ?? []).map((f: FollowUp) => ({
    id: f.id,
    questionText: f.questionText,
    answer: present(f.answerText),
  }));

/** Every question in survey order with this response's answer and its AI follow-ups. */
export const answeredQuestions = (questions: readonly Question[], answers: readonly Answer[]): AnsweredQuestion[] => {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return [...questions]
    .sort((a, b) => a.order - b.order)
    .map((question) => {
      const answer = byQuestion.get(question.id);
      return { question, answer: present(answer?.answerText), followUps: followUpsOf(answer) };
    });
};

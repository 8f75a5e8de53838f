// A response of the paged list as its card shows it: every question in survey order with the
// answer, the wording the respondent saw when it differs from today's, and the AI follow-ups.
import { questionStatuses } from '@survey-rules/question-counts';
import type { Question, ResponsePageItem } from '@/types/generated/api';
import type { AnsweredQuestion } from './response-display';

export type PageAnsweredQuestion = AnsweredQuestion & {
  /** The question's wording when it was answered, when that differs from its text now; else null. */
  askedAs: string | null;
  /** The typed answer (answerValue): an option id, a number, yes/no...; null for text answers. */
  value: unknown;
  /** Answered, then left off the path by a changed earlier answer (branching): kept, not counted. */
  offPath: boolean;
  /** Not answered because the response's path passes the question by (question-counts.ts). */
  skippedByPath: boolean;
};

const present = (text: string | null | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const pageAnsweredQuestions = (
  questions: readonly Question[],
  item: Pick<ResponsePageItem, 'answers' | 'followUps'> & Partial<Pick<ResponsePageItem, 'passedBy' | 'completedAt'>>,
): PageAnsweredQuestion[] => {
  const answers = new Map(item.answers.map((a) => [a.questionId, a]));
  const statuses = questionStatuses(questions, {
    completed: Boolean(item.completedAt),
    answered: new Set(item.answers.filter((a) => !a.offPath).map((a) => a.questionId)),
    touched: new Set(item.answers.map((a) => a.questionId)),
    passedBy: new Set(item.passedBy ?? []),
  });
  return [...questions]
    .sort((a, b) => a.order - b.order)
    .map((question) => {
      const answer = answers.get(question.id);
      const wording = answer?.questionText ?? '';
      return {
        question,
        answer: present(answer?.answerText),
        value: answer?.answerValue ?? null,
        offPath: answer?.offPath ?? false,
        skippedByPath: statuses.get(question.id) === 'skippedByPath',
        askedAs: wording !== '' && wording !== question.questionText ? wording : null,
        followUps: item.followUps
          .filter((f) => f.questionId === question.id)
          .map((f) => ({ id: f.id, questionText: f.questionText, answer: present(f.answerText) })),
      };
    });
};

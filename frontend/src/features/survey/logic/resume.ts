import type { Answer, ConversationEntry, Question } from '@/types/generated/api';
import { draftOfSaved } from './question-controls';
import type { AnsweredQuestion } from './question-text';

// Where a respondent picks up after a reload, from the answers the server holds.

export type PendingFollowUp = { index: number; questionId: string; followUpId: string; text: string };

export type ResumePoint = {
  /** Saved base answers by question id, as the drafts their controls hold (question-controls.ts). */
  answers: Record<string, string>;
  /** The first unanswered question, or the last one when every question has an answer. */
  index: number;
  /** A follow-up the AI asked about the question before `index` that has no answer yet. */
  pendingFollowUp: PendingFollowUp | null;
  /** The exchanges so far, in question order, for the AI follow-up call. */
  history: ConversationEntry[];
  /** Answered base questions with their numbers, for the previous-answers list. */
  answered: AnsweredQuestion[];
};

/** How the respondent reads a question and a saved answer back (their language); the server's words by default. */
export type ShownTexts = {
  questionText?: (question: Question) => string;
  answerText?: (question: Question, answer: Answer) => string;
};

export const resumePoint = (
  questions: readonly Question[],
  savedAnswers: readonly Answer[],
  shown: ShownTexts = {},
): ResumePoint => {
  const questionText = shown.questionText ?? ((question: Question) => question.questionText);
  const answerText = shown.answerText ?? ((_question: Question, answer: Answer) => answer.answerText);
  const byQuestion = new Map(savedAnswers.map((a) => [a.questionId, a]));
  const answers: Record<string, string> = {};
  const history: ConversationEntry[] = [];
  const answered: AnsweredQuestion[] = [];

  questions.forEach((question, i) => {
    const answer = byQuestion.get(question.id);
    if (!answer) return;
    answers[question.id] = draftOfSaved(question, answer);
    answered.push({ questionNumber: i + 1, answerText: answerText(question, answer) });
    history.push({ role: 'assistant', content: questionText(question) }, { role: 'user', content: answer.answerText });
    for (const followUp of answer.followUps ?? []) {
      if (followUp.answerText === null) continue;
      history.push(
        { role: 'assistant', content: followUp.questionText },
        { role: 'user', content: followUp.answerText },
      );
    }
  });

  const firstOpen = questions.findIndex((q) => !Object.hasOwn(answers, q.id));
  const allAnswered = firstOpen === -1;
  const index = allAnswered ? Math.max(questions.length - 1, 0) : firstOpen;

  // The follow-up belongs to the last answered question: before `index`, or `index` itself when all are answered.
  const lastAnsweredIndex = allAnswered ? questions.length - 1 : firstOpen - 1;
  const lastAnswered = lastAnsweredIndex >= 0 ? questions[lastAnsweredIndex] : undefined;
  const open = lastAnswered
    ? byQuestion.get(lastAnswered.id)?.followUps?.find((f) => f.answerText === null)
    : undefined;
  const pendingFollowUp =
    lastAnswered && open
      ? { index: lastAnsweredIndex, questionId: lastAnswered.id, followUpId: open.id, text: open.questionText }
      : null;

  return { answers, index, pendingFollowUp, history, answered };
};

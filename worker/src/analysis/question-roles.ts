import {
  inferAnalysisRole,
  type AnalysedQuestion,
  type AnalysedResponse,
  type AnalysisRole,
  type QuestionRole,
} from '@seedline/shared';

/**
 * What the analysis does with each question's answers (issue 46): the consultant's role when the payload
 * sets one, else the one inferred from the question (inferAnalysisRole, shared with the builder). An
 * answer to a question the payload does not list is read as an answer about the work.
 */
export class QuestionRoles {
  private readonly roles = new Map<string, QuestionRole>();
  private readonly order = new Map<string, number>();

  constructor(private readonly questions: readonly AnalysedQuestion[]) {
    questions.forEach((q, i) => {
      this.order.set(q.id, i);
      this.roles.set(q.id, {
        questionId: q.id,
        role: q.role ?? inferAnalysisRole({ ...q, questionType: q.questionType }),
        inferred: q.role === undefined,
      });
    });
  }

  of(questionId: string): AnalysisRole {
    return this.roles.get(questionId)?.role ?? 'themes';
  }

  /** The questions with a role, in survey order. */
  withRole(role: AnalysisRole): AnalysedQuestion[] {
    return this.questions.filter((q) => this.of(q.id) === role);
  }

  /** "Q3": the question's place in the survey, as the report cites it. */
  label(questionId: string): string {
    const i = this.order.get(questionId);
    return i === undefined ? 'an unlisted question' : `Q${i + 1}`;
  }

  all(): QuestionRole[] {
    return [...this.roles.values()];
  }
}

/** The answers a response gives to one question: its answer, split into choices for a multiple choice. */
export function choicesOf(response: AnalysedResponse, question: AnalysedQuestion): string[] {
  const text = response.answers.find((a) => a.questionId === question.id)?.text.trim();
  if (!text) return [];
  const values = question.questionType === 'multiple_choice' ? text.split('; ') : [text];
  return values.map((v) => v.trim().slice(0, 200)).filter((v) => v.length > 0);
}

/** A response that answered any question the analysis reads. */
export function answeredAny(response: AnalysedResponse, roles: QuestionRoles): boolean {
  return (
    response.answers.some((a) => a.text.trim().length > 0 && roles.of(a.questionId) !== 'left_out') ||
    (response.followUps ?? []).some((f) => f.answer.trim().length > 0 && roles.of(f.questionId) !== 'left_out')
  );
}

// The one definition of what a response counts for at each question (issue 49): the drop-off, the
// summary, the response cards and the CSV all read a question's figures by these words. Pure; the
// database counts the same in SQL (drop-off.queries.ts, survey-summary.queries.ts), and an
// integration spec derives every figure from one seeded survey with these functions and compares.
//
//   reached        the response is completed, or it holds an answer to this question or a later one
//                  (the drop-off's "Reached": the respondent got at least this far);
//   answered       it holds an answer to the question that is on its path;
//   skipped by the path   reached, not answered, and its path passes the question by (branching):
//                  the respondent was never shown it;
//   shown          reached and not skipped by the path (so answered ≤ shown ≤ reached, always);
//   no answer      shown and not answered: an optional question left empty on the path;
//   dropped        not completed, and this is its furthest answered question: it stopped after it.

/** A question as the counts need it: its id and display order. */
export type CountedQuestion = { id: string; order: number };

/** What is known of one response, from its rows. */
export type CountedResponse = {
  completed: boolean;
  /** Questions with an answer on the path. */
  answered: ReadonlySet<string>;
  /** Questions with any answer, on the path or not (how far the respondent got). */
  touched: ReadonlySet<string>;
  /** Questions its path passes by (responses.passed_by). */
  passedBy: ReadonlySet<string>;
};

export type QuestionStatus = 'answered' | 'skippedByPath' | 'noAnswer' | 'notReached';

export type QuestionFigures = {
  questionId: string;
  reached: number;
  shown: number;
  answered: number;
  skippedByPath: number;
  /** Shown, not answered. */
  noAnswer: number;
  dropped: number;
};

const furthestOrder = (questions: readonly CountedQuestion[], response: CountedResponse): number =>
  questions.reduce((far, q) => (response.touched.has(q.id) ? Math.max(far, q.order) : far), -Infinity);

/** Where one response stands at each question, in the questions' order. */
export function questionStatuses(
  questions: readonly CountedQuestion[],
  response: CountedResponse,
): Map<string, QuestionStatus> {
  const far = furthestOrder(questions, response);
  const statuses = new Map<string, QuestionStatus>();
  for (const q of questions) {
    const reached = response.completed || q.order <= far;
    if (response.answered.has(q.id)) statuses.set(q.id, 'answered');
    else if (!reached) statuses.set(q.id, 'notReached');
    else if (response.passedBy.has(q.id)) statuses.set(q.id, 'skippedByPath');
    else statuses.set(q.id, 'noAnswer');
  }
  return statuses;
}

/** Each question's figures over many responses. */
export function questionFigures(
  questions: readonly CountedQuestion[],
  responses: readonly CountedResponse[],
): QuestionFigures[] {
  const figures = questions.map((q) => ({
    questionId: q.id,
    reached: 0,
    shown: 0,
    answered: 0,
    skippedByPath: 0,
    noAnswer: 0,
    dropped: 0,
  }));
  for (const response of responses) {
    const statuses = questionStatuses(questions, response);
    const far = furthestOrder(questions, response);
    questions.forEach((q, i) => {
      const f = figures[i]!;
      const status = statuses.get(q.id)!;
      if (status === 'notReached') return;
      f.reached++;
      if (status === 'skippedByPath') f.skippedByPath++;
      else f.shown++;
      if (status === 'answered') f.answered++;
      if (status === 'noAnswer') f.noAnswer++;
      if (!response.completed && q.order === far) f.dropped++;
    });
  }
  return figures;
}

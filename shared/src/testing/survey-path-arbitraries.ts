// fast-check arbitraries for property specs of the survey path (shared/src/survey-rules): any survey of
// QUESTION_COUNT questions with rules the survey builder accepts (a skip looks only before its question,
// a jump goes forward), and any answers. The path's own spec and the response decider's use them.
import fc from 'fast-check';
import type { LogicAnswer, LogicContext, LogicRule } from '../survey-rules/survey-logic';
import type { PathQuestion } from '../survey-rules/survey-path';

export const QUESTION_COUNT = 8;
/** q0 … q7, in the survey's order. */
export const surveyQuestionIds = Array.from({ length: QUESTION_COUNT }, (_, index) => `q${index}`);
const ids = surveyQuestionIds;

export const answerArb: fc.Arbitrary<LogicAnswer> = fc.oneof(
  fc.boolean().map((value) => ({ text: value ? 'Yes' : 'No', value })),
  fc.integer({ min: 0, max: 10 }).map((value) => ({ text: String(value), value })),
  fc.constantFrom('a', 'b', 'c').map((value) => ({ text: value, value })),
  fc.string({ maxLength: 3 }).map((text) => ({ text, value: null })),
);

function conditionArb(lastLooked: number): fc.Arbitrary<LogicRule['conditions'][number]> {
  const language = fc
    .constantFrom('en', 'ur')
    .map((language) => ({ source: 'language' as const, operator: 'is' as const, language }));
  if (lastLooked < 0) return language;
  const earlier = fc.integer({ min: 0, max: lastLooked }).map((index) => ids[index]!);
  const answer = earlier.chain((questionId) =>
    fc.oneof(
      fc
        .constantFrom('is_yes', 'is_no', 'is_empty', 'is_not_empty')
        .map((operator) => ({ source: 'answer' as const, questionId, operator: operator as 'is_yes' })),
      fc
        .record({
          operator: fc.constantFrom('eq', 'ne', 'lt', 'lte', 'gt', 'gte'),
          value: fc.integer({ min: 0, max: 10 }),
        })
        .map((c) => ({ source: 'answer' as const, questionId, ...(c as { operator: 'eq'; value: number }) })),
      fc
        .record({ operator: fc.constantFrom('is', 'is_not', 'includes_any'), optionIds: fc.subarray(['a', 'b', 'c']) })
        .map((c) => ({ source: 'answer' as const, questionId, ...(c as { operator: 'is'; optionIds: string[] }) })),
    ),
  );
  return fc.oneof(answer, language);
}

/** A rule the decider accepts on the question at `at`: a skip looks only before it, a jump goes forward. */
function ruleArb(at: number): fc.Arbitrary<LogicRule> {
  const later =
    at + 1 < QUESTION_COUNT
      ? [
          fc
            .integer({ min: at + 1, max: QUESTION_COUNT - 1 })
            .map((index) => ({ type: 'jump' as const, toQuestionId: ids[index]! })),
        ]
      : [];
  const action = fc.oneof(fc.constant({ type: 'end' as const }), fc.constant({ type: 'skip' as const }), ...later);
  return action.chain((chosen) =>
    fc.record({
      ruleId: fc.uuid(),
      match: fc.constantFrom('all' as const, 'any' as const),
      conditions: fc.array(conditionArb(chosen.type === 'skip' ? at - 1 : at), { minLength: 1, maxLength: 3 }),
      action: fc.constant<LogicRule['action']>(chosen),
    }),
  );
}

/** Any survey of QUESTION_COUNT questions, each required or not, with up to two rules each. */
export const surveyArb: fc.Arbitrary<PathQuestion[]> = fc.tuple(
  ...ids.map((questionId, at) =>
    fc.record({
      questionId: fc.constant(questionId),
      isRequired: fc.boolean(),
      rules: fc.array(ruleArb(at), { maxLength: 2 }),
    }),
  ),
);

export const contextArb: fc.Arbitrary<LogicContext> = fc.record({
  answers: fc.dictionary(fc.constantFrom(...ids), answerArb),
  hiddenFields: fc.constant({}),
  language: fc.constantFrom('en', 'ur', null),
});

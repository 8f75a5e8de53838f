import fc from 'fast-check';
import {
  offPathAnswers,
  surveyPath,
  TEXTAREA_SHAPE,
  unansweredRequired,
  type PathQuestion,
  type QuestionShape,
} from '@seedline/shared';
import { QUESTION_COUNT, surveyArb, surveyQuestionIds } from '@seedline/shared/testing';
import { AppError, IllegalStateError } from '../common/errors';
import { decide, evolve, initialState, type ResponseCommand, type ResponseState } from './response.decider';
import { pathContext } from './response-path';
import { responseStarted } from '../testing/response-started';

// Any survey that branches (rules the builder accepts), any respondent: whatever answers and completions
// arrive, in whatever order, a response completes only with every required question on its path
// answered, and its off-path marks are the path's. A respondent who follows the path, as the browser
// does (going Back and changing answers included), is never refused.

const T = '2025-03-01T10:00:00.000Z';
const OPEN = { survey: { deleted: false, isActive: true } };

// Even questions are yes/no, odd ones ratings: the rules' yes/no and number conditions both fire.
const shapeOf = (index: number): QuestionShape => ({
  ...TEXTAREA_SHAPE,
  questionType: index % 2 === 0 ? 'yes_no' : 'rating',
});
const valueArb = (index: number): fc.Arbitrary<boolean | number> =>
  index % 2 === 0 ? fc.boolean() : fc.integer({ min: 1, max: 5 });

const answerCommand = (path: PathQuestion[], index: number, value: boolean | number): ResponseCommand => ({
  type: 'RecordAnswer',
  responseId: 'r1',
  questionId: surveyQuestionIds[index]!,
  answerValue: value,
  questionShape: shapeOf(index),
  surveyQuestionIds,
  maxRevisions: 1000,
  path,
  ...OPEN,
  now: T,
});
const completeCommand = (path: PathQuestion[]): ResponseCommand => ({
  type: 'CompleteResponse',
  responseId: 'r1',
  path,
  ...OPEN,
  now: T,
});

/** The command's outcome on the state: the state after its events, or the refusal. */
function run(state: ResponseState, command: ResponseCommand): { state: ResponseState; refused: AppError | null } {
  try {
    return { state: decide(command, state).reduce(evolve, state), refused: null };
  } catch (error) {
    if (error instanceof AppError) return { state, refused: error };
    throw error;
  }
}

/** What the response's own record says about its path, read as every output reads it. */
function pathOf(survey: PathQuestion[], state: ResponseState) {
  if (state.status === 'none') throw new Error('no response');
  const context = pathContext(state);
  const path = surveyPath(survey, context);
  return { path, missing: unansweredRequired(survey, path, context), answered: Object.keys(state.answers) };
}

const startArb = fc.record({
  language: fc.constantFrom('en' as const, 'ur' as const, null),
  mode: fc.constantFrom('traditional' as const, 'ai_chat' as const),
});

type Step = { kind: 'answer'; index: number; value: boolean | number } | { kind: 'complete' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .integer({ min: 0, max: QUESTION_COUNT - 1 })
      .chain((index) => valueArb(index).map((value): Step => ({ kind: 'answer', index, value }))),
  },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'complete' }) },
);

describe('a response on any branching survey', () => {
  it('completes only with every required question on its path answered, whatever arrives in whatever order', () => {
    fc.assert(
      fc.property(surveyArb, startArb, fc.array(stepArb, { maxLength: 30 }), (survey, start, steps) => {
        let state = evolve(
          initialState(),
          responseStarted({ language: start.language, surveyMode: start.mode, startedAt: T }),
        );
        for (const step of steps) {
          const command =
            step.kind === 'answer' ? answerCommand(survey, step.index, step.value) : completeCommand(survey);
          const outcome = run(state, command);
          // Every refusal is a conflict with the response's state (409), never bad input or a crash.
          if (outcome.refused) expect(outcome.refused).toBeInstanceOf(IllegalStateError);
          state = outcome.state;
          if (state.status !== 'completed') continue;
          const { path, missing, answered } = pathOf(survey, state);
          expect(missing).toEqual([]);
          // The marks every output reads (answers.off_path) are the path the completion was checked on.
          expect([...state.offPath].sort()).toEqual(offPathAnswers(path, answered).sort());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never refuses a respondent who follows the path, going Back to change answers and passing optional ones by', () => {
    type Move = { skipOptional: boolean; back: number | null; value: number };
    const moveArb = fc.record({
      skipOptional: fc.boolean(),
      back: fc.option(fc.integer({ min: 0, max: QUESTION_COUNT - 1 }), { freq: 4 }),
      value: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(
        surveyArb,
        startArb,
        fc.array(moveArb, { minLength: 3 * QUESTION_COUNT, maxLength: 3 * QUESTION_COUNT }),
        (survey, start, moves: Move[]) => {
          let state = evolve(
            initialState(),
            responseStarted({ language: start.language, surveyMode: start.mode, startedAt: T }),
          );
          const valueFor = (index: number, move: Move) => (index % 2 === 0 ? move.value > 2 : move.value);
          // The browser's place: the question on screen, and the trail of those shown before it.
          let at: string | null = pathOf(survey, state).path.questionIds[0] ?? null;
          const trail: string[] = [];
          for (const move of moves) {
            if (at === null) break;
            const index = surveyQuestionIds.indexOf(at);
            const back = move.back === null ? null : trail[move.back % Math.max(trail.length, 1)];
            if (back !== undefined && back !== null) {
              // Back to an earlier question on the trail, changing its answer there.
              trail.splice(trail.indexOf(back));
              at = back;
              continue;
            }
            const optional = !survey[index]!.isRequired;
            if (!(optional && move.skipOptional)) {
              const outcome = run(state, answerCommand(survey, index, valueFor(index, move)));
              expect(outcome.refused).toBeNull();
              state = outcome.state;
            }
            const path = pathOf(survey, state).path.questionIds;
            trail.push(at);
            at = path[path.indexOf(at) + 1] ?? null;
          }
          if (at !== null) return; // the moves ran out before the end: nothing to complete
          const outcome = run(state, completeCommand(survey));
          expect(outcome.refused).toBeNull();
          expect(outcome.state.status).toBe('completed');
        },
      ),
      { numRuns: 300 },
    );
  });
});

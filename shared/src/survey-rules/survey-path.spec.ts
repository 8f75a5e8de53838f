import fc from 'fast-check';
import { ruleSentence } from './rule-sentence';
import type { LogicAnswer, LogicContext, LogicRule } from './survey-logic';
import { offPathAnswers, surveyPath, type PathQuestion } from './survey-path';

const yes: LogicAnswer = { text: 'Yes', value: true };
const no: LogicAnswer = { text: 'No', value: false };
const context = (answers: LogicContext['answers'], more: Partial<LogicContext> = {}): LogicContext => ({
  answers,
  hiddenFields: {},
  language: 'en',
  ...more,
});
const q = (questionId: string, rules: LogicRule[] = [], isRequired = true): PathQuestion => ({
  questionId,
  isRequired,
  rules,
});
const rule = (
  ruleId: string,
  conditions: LogicRule['conditions'],
  action: LogicRule['action'],
  match: 'all' | 'any' = 'all',
): LogicRule => ({
  ruleId,
  match,
  conditions,
  action,
});

// Q1 "Do you use an AI assistant?" (yes/no): No jumps to Q3. Q2 "Which one?". Q3 scope (yes/no): No ends.
// Q4 "Finance: invoices?" is skipped unless team is finance. Q5 last.
const discovery: PathQuestion[] = [
  q('q1', [
    rule('r1', [{ source: 'answer', questionId: 'q1', operator: 'is_no' }], { type: 'jump', toQuestionId: 'q3' }),
  ]),
  q('q2'),
  q('q3', [rule('r2', [{ source: 'answer', questionId: 'q3', operator: 'is_no' }], { type: 'end' })]),
  q('q4', [
    rule('r3', [{ source: 'hidden_field', key: 'team', operator: 'is_not', value: 'finance' }], { type: 'skip' }),
  ]),
  q('q5'),
];

describe('surveyPath', () => {
  it('asks everything in order when no rule applies', () => {
    const path = surveyPath(discovery, context({}, { hiddenFields: { team: 'finance' } }));
    expect(path).toEqual({ questionIds: ['q1', 'q2', 'q3', 'q4', 'q5'], offPath: {}, endedBy: null, next: 'q1' });
  });

  it('jumps forward over the questions between, saying why', () => {
    const path = surveyPath(discovery, context({ q1: no }));
    expect(path.questionIds).toEqual(['q1', 'q3', 'q5']);
    expect(path.offPath).toEqual({
      q2: { kind: 'jumped', fromQuestionId: 'q1', ruleId: 'r1' },
      q4: { kind: 'skipped', ruleId: 'r3' },
    });
    expect(path.next).toBe('q3');
  });

  it('ends early, leaving the rest off the path', () => {
    const path = surveyPath(discovery, context({ q1: yes, q2: { text: 'ChatGPT', value: null }, q3: no }));
    expect(path.questionIds).toEqual(['q1', 'q2', 'q3']);
    expect(path.endedBy).toEqual({ questionId: 'q3', ruleId: 'r2' });
    expect(path.next).toBeNull();
    expect(path.offPath.q5).toEqual({ kind: 'ended', atQuestionId: 'q3', ruleId: 'r2' });
  });

  it('marks the answers a changed earlier answer took off the path', () => {
    const answers = { q1: no, q2: { text: 'ChatGPT', value: null }, q3: yes };
    expect(offPathAnswers(surveyPath(discovery, context(answers)), Object.keys(answers))).toEqual(['q2']);
  });

  it('reads the language and any/all', () => {
    const urdu = [
      q('a', [
        rule(
          'r',
          [
            { source: 'language', operator: 'is', language: 'ur' },
            { source: 'answer', questionId: 'a', operator: 'is_yes' },
          ],
          { type: 'end' },
          'any',
        ),
      ]),
      q('b'),
    ];
    expect(surveyPath(urdu, context({}, { language: 'ur' })).questionIds).toEqual(['a']);
    expect(surveyPath(urdu, context({})).questionIds).toEqual(['a', 'b']);
  });

  it('passes by an optional question left unanswered', () => {
    const survey = [q('a'), q('b', [], false), q('c')];
    expect(surveyPath(survey, context({ a: yes, c: yes })).next).toBeNull();
    expect(surveyPath(survey, context({ a: yes })).next).toBe('b');
  });

  it('compares numbers and choices', () => {
    const survey = [
      q('rate', [
        rule('low', [{ source: 'answer', questionId: 'rate', operator: 'lte', value: 2 }], {
          type: 'jump',
          toQuestionId: 'why',
        }),
      ]),
      q('tools', [
        rule('none', [{ source: 'answer', questionId: 'tools', operator: 'includes_any', optionIds: ['none'] }], {
          type: 'end',
        }),
      ]),
      q('why'),
    ];
    expect(surveyPath(survey, context({ rate: { text: '2', value: 2 } })).questionIds).toEqual(['rate', 'why']);
    const many = { text: 'None, Excel', value: { selected: ['none', 'excel'], other: null } };
    expect(surveyPath(survey, context({ rate: { text: '4', value: 4 }, tools: many })).endedBy?.ruleId).toBe('none');
  });

  it('does not follow a rule whose question or option is gone, until it is fixed', () => {
    const stale = [
      q('a', [rule('r', [{ source: 'answer', questionId: 'gone', operator: 'is_empty' }], { type: 'end' })]),
      {
        ...q('b', [
          rule('s', [{ source: 'answer', questionId: 'b', operator: 'is_not', optionIds: ['x'] }], { type: 'end' }),
        ]),
        options: [{ id: 'y', label: 'Y' }],
      },
      q('c'),
    ];
    const path = surveyPath(stale, context({ a: yes, b: { text: 'Y', value: 'y' } }));
    expect(path.questionIds).toEqual(['a', 'b', 'c']);
  });

  it('reads a rule as a sentence', () => {
    const questions = discovery.map((question) => ({ questionId: question.questionId }));
    expect(ruleSentence(questions, discovery[0]!.rules[0]!)).toBe('If Q1 is No, jump to Q3');
    expect(ruleSentence(questions, discovery[3]!.rules[0]!)).toBe('If team is not finance, skip this question');
  });
});

// ---- properties: any survey with forward-only rules, any answers ----

const QUESTION_COUNT = 8;
const ids = Array.from({ length: QUESTION_COUNT }, (_, index) => `q${index}`);

const answerArb: fc.Arbitrary<LogicAnswer> = fc.oneof(
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

const surveyArb: fc.Arbitrary<PathQuestion[]> = fc.tuple(
  ...ids.map((questionId, at) =>
    fc.record({
      questionId: fc.constant(questionId),
      isRequired: fc.boolean(),
      rules: fc.array(ruleArb(at), { maxLength: 2 }),
    }),
  ),
);
const contextArb: fc.Arbitrary<LogicContext> = fc.record({
  answers: fc.dictionary(fc.constantFrom(...ids), answerArb),
  hiddenFields: fc.constant({}),
  language: fc.constantFrom('en', 'ur', null),
});

describe('surveyPath, for any survey and any answers', () => {
  it('gives a forward-only path that ends, each question on it or off it with a reason', () => {
    fc.assert(
      fc.property(surveyArb, contextArb, (survey, answers) => {
        const path = surveyPath(survey, answers);
        const positions = path.questionIds.map((id) => ids.indexOf(id));
        expect(positions.every((position, index) => index === 0 || position > positions[index - 1]!)).toBe(true);
        for (const id of ids) expect(path.questionIds.includes(id) !== (path.offPath[id] !== undefined)).toBe(true);
        if (path.next !== null) expect(path.questionIds).toContain(path.next);
        if (path.endedBy) expect(path.questionIds.at(-1)).toBe(path.endedBy.questionId);
      }),
    );
  });

  it('walking it answer by answer reaches the end within as many steps as there are questions', () => {
    fc.assert(
      fc.property(
        surveyArb,
        fc.array(answerArb, { minLength: QUESTION_COUNT, maxLength: QUESTION_COUNT }),
        (survey, given) => {
          const answers: Record<string, LogicAnswer> = {};
          let steps = 0;
          let path = surveyPath(survey, context(answers));
          while (path.next !== null) {
            answers[path.next] = given[steps]!;
            steps += 1;
            expect(steps).toBeLessThanOrEqual(QUESTION_COUNT);
            path = surveyPath(survey, context(answers));
          }
          expect(offPathAnswers(path, Object.keys(answers))).toEqual([]);
        },
      ),
    );
  });
});

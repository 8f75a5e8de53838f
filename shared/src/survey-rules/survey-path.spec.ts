import fc from 'fast-check';
import { answerArb, contextArb, QUESTION_COUNT, surveyArb, surveyQuestionIds as ids } from '../testing';
import { ruleSentence } from './rule-sentence';
import type { LogicAnswer, LogicContext, LogicRule } from './survey-logic';
import { offPathAnswers, surveyPath, unansweredRequired, type PathQuestion } from './survey-path';

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

describe('unansweredRequired', () => {
  const missing = (survey: PathQuestion[], ctx: LogicContext) =>
    unansweredRequired(survey, surveyPath(survey, ctx), ctx);

  it('lists the required questions on the path without an answer, in path order', () => {
    const ctx = context({ q1: no }, { hiddenFields: { team: 'finance' } });
    expect(missing(discovery, ctx)).toEqual(['q3', 'q4', 'q5']);
    expect(missing(discovery, context({}))).toEqual(['q1', 'q2', 'q3', 'q5']);
  });

  it('leaves out optional questions and those the path passes by or ends before', () => {
    const optional = [q('a'), q('b', [], false), q('c')];
    expect(missing(optional, context({ a: yes, c: yes }))).toEqual([]);
    const ended = context({ q1: yes, q2: { text: 'ChatGPT', value: null }, q3: no });
    expect(missing(discovery, ended)).toEqual([]);
  });

  it('counts an answer the path had left behind once a changed answer brings it back', () => {
    const answers = { q1: yes, q2: { text: 'ChatGPT', value: null }, q3: yes, q5: yes };
    expect(missing(discovery, context(answers))).toEqual([]);
    expect(missing(discovery, context({ ...answers, q1: no }))).toEqual([]);
  });

  it('reads the language: a question skipped in Urdu is not required of an Urdu respondent', () => {
    const survey = [
      q('a'),
      q('b', [rule('r', [{ source: 'language', operator: 'is', language: 'ur' }], { type: 'skip' })]),
    ];
    expect(missing(survey, context({ a: yes }, { language: 'ur' }))).toEqual([]);
    expect(missing(survey, context({ a: yes }, { language: 'en' }))).toEqual(['b']);
  });
});

// ---- properties: any survey with forward-only rules, any answers ----

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

  it('asks next no later than the first required question without an answer', () => {
    fc.assert(
      fc.property(surveyArb, contextArb, (survey, answers) => {
        const path = surveyPath(survey, answers);
        const missing = unansweredRequired(survey, path, answers);
        const required = new Set(survey.filter((question) => question.isRequired).map((q) => q.questionId));
        for (const id of missing) {
          expect(path.questionIds).toContain(id);
          expect(required.has(id) && answers.answers[id] === undefined).toBe(true);
        }
        if (missing.length > 0) {
          expect(path.next).not.toBeNull();
          expect(path.questionIds.indexOf(path.next!)).toBeLessThanOrEqual(path.questionIds.indexOf(missing[0]!));
        }
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
          expect(unansweredRequired(survey, path, context(answers))).toEqual([]);
        },
      ),
    );
  });
});

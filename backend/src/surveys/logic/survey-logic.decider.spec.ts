import { NotFoundError, ValidationError } from '../../common/errors';
import { deciderSpec } from '../../testing/decider-spec';
import type { LogicRule } from '@seedline/shared';
import { logicProblems } from './survey-logic.decider';
import { decider, evolve, initialState, type SurveyState } from '../survey.decider';
import type { QuestionAdded, SurveyEvent } from '../survey.events';

const NOW = '2025-03-01T10:00:00.000Z';
const given = deciderSpec(decider);

const created: SurveyEvent = {
  type: 'SurveyCreated',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    title: 'Discovery',
    description: null,
    slug: null,
    logo: null,
    isActive: true,
    createdAt: NOW,
  },
};
const hidden: SurveyEvent = {
  type: 'SurveyHiddenFieldsSet',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    hiddenFields: [{ key: 'team', label: 'Team', allowedValues: ['finance', 'ops'] }],
    setAt: NOW,
  },
};

function question(order: number, shape: Partial<QuestionAdded['data']> = {}, isRequired = true): QuestionAdded {
  return {
    type: 'QuestionAdded',
    schemaVersion: 1,
    data: {
      surveyId: 's1',
      questionId: `q${order}`,
      questionText: `Question ${order}`,
      questionType: 'textarea',
      order,
      isRequired,
      addedAt: NOW,
      ...shape,
    },
  };
}

const options = [
  { id: 'none', label: 'None' },
  { id: 'chatgpt', label: 'ChatGPT' },
];
// Q1 yes/no, Q2 single choice, Q3 rating, Q4 multiple choice, Q5 number, Q6 text (optional).
const survey: SurveyEvent[] = [
  created,
  hidden,
  question(1, { questionType: 'yes_no' }),
  question(2, { questionType: 'single_choice', options }),
  question(3, { questionType: 'rating' }),
  question(4, { questionType: 'multiple_choice', options }),
  question(5, { questionType: 'number', numberRange: { min: null, max: null, unit: null } }),
  question(6, { questionType: 'text' }, false),
];

const add = (questionId: string, rule: unknown, ruleId = 'r1') =>
  ({ type: 'AddLogicRule', surveyId: 's1', questionId, ruleId, rule, now: NOW }) as const;

const stored = (questionId: string, rule: LogicRule, rules: LogicRule[] = [rule]): SurveyEvent => ({
  type: 'LogicRuleAdded',
  schemaVersion: 1,
  data: { surveyId: 's1', questionId, rule, rules, addedAt: NOW },
});

const q1No: LogicRule = {
  ruleId: 'r1',
  match: 'all',
  conditions: [{ source: 'answer', questionId: 'q1', operator: 'is_no' }],
  action: { type: 'jump', toQuestionId: 'q3' },
};

describe('survey logic decider', () => {
  describe('adding a rule', () => {
    it.each<[string, string, Omit<LogicRule, 'ruleId'>]>([
      [
        'yes/no',
        'q1',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q1', operator: 'is_no' }],
          action: { type: 'jump', toQuestionId: 'q3' },
        },
      ],
      [
        'a choice is',
        'q2',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q2', operator: 'is', optionIds: ['none'] }],
          action: { type: 'jump', toQuestionId: 'q4' },
        },
      ],
      [
        'a choice is not',
        'q2',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q2', operator: 'is_not', optionIds: ['none'] }],
          action: { type: 'end' },
        },
      ],
      [
        'a choice includes any of',
        'q4',
        {
          match: 'any',
          conditions: [
            { source: 'answer', questionId: 'q4', operator: 'includes_any', optionIds: ['none', 'chatgpt'] },
          ],
          action: { type: 'end' },
        },
      ],
      [
        'a rating compared',
        'q3',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q3', operator: 'lte', value: 2 }],
          action: { type: 'jump', toQuestionId: 'q6' },
        },
      ],
      [
        'a number compared',
        'q5',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q5', operator: 'gt', value: 100 }],
          action: { type: 'end' },
        },
      ],
      [
        'a text empty',
        'q6',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q6', operator: 'is_empty' }],
          action: { type: 'end' },
        },
      ],
      [
        'a skip on an earlier answer',
        'q4',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q2', operator: 'is', optionIds: ['none'] }],
          action: { type: 'skip' },
        },
      ],
      [
        'a hidden field',
        'q2',
        {
          match: 'all',
          conditions: [{ source: 'hidden_field', key: 'team', operator: 'is', value: 'finance' }],
          action: { type: 'skip' },
        },
      ],
      [
        'a UTM value',
        'q2',
        {
          match: 'all',
          conditions: [{ source: 'hidden_field', key: 'utm_source', operator: 'is_not', value: 'email' }],
          action: { type: 'skip' },
        },
      ],
      [
        'the language',
        'q1',
        {
          match: 'all',
          conditions: [{ source: 'language', operator: 'is', language: 'ur' }],
          action: { type: 'jump', toQuestionId: 'q2' },
        },
      ],
    ])("records %s with the question's rules after it", (_name, questionId, rule) => {
      const expected = { ruleId: 'r1', ...rule };
      given(...survey)
        .when(add(questionId, rule))
        .then([stored(questionId, expected)]);
    });

    it('places a second rule after the first', () => {
      const second = { ...q1No, ruleId: 'r2', action: { type: 'end' as const } };
      given(...survey, stored('q1', q1No))
        .when(add('q1', second, 'r2'))
        .then([stored('q1', second, [q1No, second])]);
    });
  });

  describe('refusals name the rule and say why', () => {
    const refuse = (questionId: string, rule: unknown, message: string) =>
      given(...survey)
        .when(add(questionId, rule))
        .thenThrows(new ValidationError(message));
    const jumpIf = (condition: unknown, to = 'q4') => ({
      match: 'all',
      conditions: [condition],
      action: { type: 'jump', toQuestionId: to },
    });

    it('refuses a jump backwards', () => {
      refuse(
        'q3',
        { ...jumpIf({ source: 'answer', questionId: 'q1', operator: 'is_no' }, 'q2') },
        'Rule 1 on Q3 (If Q1 is No, jump to Q2): it jumps back to Q2; jumps only go forward, to a later question',
      );
    });
    it('refuses a jump to the question itself', () => {
      refuse(
        'q3',
        jumpIf({ source: 'answer', questionId: 'q1', operator: 'is_no' }, 'q3'),
        'Rule 1 on Q3 (If Q1 is No, jump to Q3): it jumps back to Q3; jumps only go forward, to a later question',
      );
    });
    it('refuses a jump to an unknown question', () => {
      refuse(
        'q1',
        jumpIf({ source: 'answer', questionId: 'q1', operator: 'is_no' }, 'q9'),
        'Rule 1 on Q1 (If Q1 is No, jump to a removed question): it jumps to a question that is not in the survey',
      );
    });
    it('refuses a condition on an unknown question', () => {
      refuse(
        'q3',
        jumpIf({ source: 'answer', questionId: 'qx', operator: 'is_no' }),
        'Rule 1 on Q3 (If a removed question is No, jump to Q4): its condition refers to a question that is not in the survey',
      );
    });
    it('refuses a condition on a later question', () => {
      refuse(
        'q1',
        jumpIf({ source: 'answer', questionId: 'q3', operator: 'gt', value: 3 }),
        'Rule 1 on Q1 (If Q3 is more than 3, jump to Q4): its condition looks at Q3, which comes later (a rule can only look at answers given before it)',
      );
    });
    it("refuses a skip rule on the question's own answer", () => {
      refuse(
        'q2',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q2', operator: 'is', optionIds: ['none'] }],
          action: { type: 'skip' },
        },
        'Rule 1 on Q2 (If Q2 is None, skip this question): a skip rule decides before Q2 is shown, so it cannot look at its own answer',
      );
    });
    it('refuses an operator that does not fit the answer type', () => {
      refuse(
        'q3',
        jumpIf({ source: 'answer', questionId: 'q1', operator: 'gt', value: 2 }),
        'Rule 1 on Q3 (If Q1 is more than 2, jump to Q4): "gt" does not fit Q1, a yes no question',
      );
    });
    it('refuses an option the question does not have', () => {
      refuse(
        'q3',
        jumpIf({ source: 'answer', questionId: 'q2', operator: 'is', optionIds: ['gemini'] }),
        'Rule 1 on Q3 (If Q2 is a removed option, jump to Q4): Q2 has no option "gemini" (removed or never there)',
      );
    });
    it('refuses a comparison without a value', () => {
      refuse(
        'q3',
        jumpIf({ source: 'answer', questionId: 'q3', operator: 'gt' }),
        'Rule 1 on Q3 (If Q3 is more than, jump to Q4): its condition on Q3 needs a value to compare with',
      );
    });
    it('refuses an undeclared hidden field and a value it does not allow', () => {
      refuse(
        'q1',
        jumpIf({ source: 'hidden_field', key: 'region', operator: 'is', value: 'north' }),
        'Rule 1 on Q1 (If region is north, jump to Q4): the hidden field "region" is not declared on this survey',
      );
      refuse(
        'q1',
        jumpIf({ source: 'hidden_field', key: 'team', operator: 'is', value: 'sales' }),
        'Rule 1 on Q1 (If team is sales, jump to Q4): "sales" is not one of the values team allows',
      );
    });
    it('refuses a language the survey is not offered in', () => {
      refuse(
        'q1',
        jumpIf({ source: 'language', operator: 'is', language: 'fr' }),
        'Rule 1 on Q1 (If the language is fr, jump to Q4): the survey is not offered in the language "fr"',
      );
    });
    it('refuses a rule that would leave a required question unreachable for everyone', () => {
      const everyone = {
        match: 'any',
        conditions: [
          { source: 'language', operator: 'is', language: 'ur' },
          { source: 'language', operator: 'is_not', language: 'ur' },
        ],
        action: { type: 'end' },
      };
      refuse(
        'q2',
        everyone,
        'Rule 1 on Q2 (If the language is Urdu or the language is not Urdu, end the survey): with it nobody would reach Q3, which is required',
      );
    });
    it('refuses a rule it cannot read', () => {
      refuse(
        'q1',
        { match: 'some', conditions: [], action: { type: 'end' } },
        'This rule cannot be read: match is "all" or "any"',
      );
      refuse(
        'q1',
        { match: 'all', conditions: [], action: { type: 'end' } },
        'This rule cannot be read: a rule has 1 to 10 conditions',
      );
      refuse(
        'q1',
        {
          match: 'all',
          conditions: [{ source: 'answer', questionId: 'q1', operator: 'is_no' }],
          action: { type: 'loop' },
        },
        'This rule cannot be read: its action is one of jump (with toQuestionId), end or skip',
      );
    });
    it('refuses a rule on an unknown question', () => {
      given(...survey)
        .when(add('q9', jumpIf({ source: 'language', operator: 'is', language: 'ur' })))
        .thenThrows(new NotFoundError('Question not found'));
    });
  });

  describe('changing and removing', () => {
    it('replaces a rule where it stands, and records nothing for the same rule', () => {
      const changed: LogicRule = { ...q1No, action: { type: 'end' } };
      given(...survey, stored('q1', q1No))
        .when({ type: 'ChangeLogicRule', surveyId: 's1', questionId: 'q1', ruleId: 'r1', rule: changed, now: NOW })
        .then([
          {
            type: 'LogicRuleChanged',
            schemaVersion: 1,
            data: { surveyId: 's1', questionId: 'q1', rule: changed, rules: [changed], changedAt: NOW },
          },
        ]);
      given(...survey, stored('q1', q1No))
        .when({ type: 'ChangeLogicRule', surveyId: 's1', questionId: 'q1', ruleId: 'r1', rule: q1No, now: NOW })
        .then([]);
    });
    it('checks a changed rule like a new one', () => {
      given(...survey, stored('q1', q1No))
        .when({
          type: 'ChangeLogicRule',
          surveyId: 's1',
          questionId: 'q1',
          ruleId: 'r1',
          rule: { ...q1No, action: { type: 'jump', toQuestionId: 'q1' } },
          now: NOW,
        })
        .thenThrows(
          new ValidationError(
            'Rule 1 on Q1 (If Q1 is No, jump to Q1): it jumps back to Q1; jumps only go forward, to a later question',
          ),
        );
    });
    it('removes a rule, and refuses one that is not there', () => {
      given(...survey, stored('q1', q1No))
        .when({ type: 'RemoveLogicRule', surveyId: 's1', questionId: 'q1', ruleId: 'r1', now: NOW })
        .then([
          {
            type: 'LogicRuleRemoved',
            schemaVersion: 1,
            data: { surveyId: 's1', questionId: 'q1', ruleId: 'r1', rules: [], removedAt: NOW },
          },
        ]);
      given(...survey)
        .when({ type: 'RemoveLogicRule', surveyId: 's1', questionId: 'q1', ruleId: 'r1', now: NOW })
        .thenThrows(new NotFoundError('Rule not found'));
    });
  });

  it("copies the rules with the survey, on the copies' questions", () => {
    const state = [...survey, stored('q1', q1No)].reduce(evolve, initialState());
    const copy = decider.decide(
      {
        type: 'DuplicateSurvey',
        surveyId: 's2',
        source: state,
        slug: null,
        questionIds: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'],
        now: NOW,
      },
      initialState(),
    );
    const rule: LogicRule = {
      ...q1No,
      conditions: [{ source: 'answer', questionId: 'c1', operator: 'is_no' }],
      action: { type: 'jump', toQuestionId: 'c3' },
    };
    expect(copy.at(-1)).toEqual({
      type: 'LogicRuleAdded',
      schemaVersion: 1,
      data: { surveyId: 's2', questionId: 'c1', rule, rules: [rule], addedAt: NOW },
    });
  });

  it('lists a rule whose question was removed as a problem until it is fixed', () => {
    const onQ2: LogicRule = {
      ...q1No,
      ruleId: 'r2',
      conditions: [{ source: 'answer', questionId: 'q2', operator: 'is', optionIds: ['none'] }],
      action: { type: 'jump', toQuestionId: 'q4' },
    };
    const removed: SurveyEvent = {
      type: 'QuestionRemoved',
      schemaVersion: 1,
      data: { surveyId: 's1', questionId: 'q2', removedAt: NOW },
    };
    const state = [...survey, stored('q3', onQ2), removed].reduce(evolve, initialState()) as Extract<
      SurveyState,
      { status: 'created' }
    >;
    expect(logicProblems(state)).toEqual({ r2: 'its condition refers to a question that is not in the survey' });
  });
});

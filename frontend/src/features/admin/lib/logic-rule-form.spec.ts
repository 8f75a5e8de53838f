import type { Question } from '@/types/generated/api';
import { actionChoices, fittedForm, initialCondition, initialRuleForm, ruleInput } from './logic-rule-form';

const question = (
  id: string,
  order: number,
  questionType: Question['questionType'],
  options: Question['options'] = null,
) =>
  ({
    id,
    surveyId: 's1',
    questionText: id,
    questionType,
    order,
    isRequired: true,
    options,
    allowOther: false,
    scaleLabels: null,
    numberRange: null,
    translations: {},
    logic: [],
  }) as Question;

const questions = [
  question('q1', 1, 'yes_no'),
  question('q2', 2, 'single_choice', [
    { id: 'o1', label: 'Finance' },
    { id: 'o2', label: 'Warehouse' },
  ]),
  question('q3', 3, 'text'),
  question('q4', 4, 'text'),
];
const hiddenFields = [{ key: 'team', label: 'Team', allowedValues: ['finance', 'ops'] }] as never[];

describe('the Logic panel form', () => {
  it('makes a one-condition rule on the question’s own answer, with "all" as its match', () => {
    const form = initialRuleForm(questions, 1, hiddenFields);
    expect(form).toMatchObject({ subject: 'q:q2', operator: 'is', value: 'o1', more: [], action: 'jump:q3' });
    expect(ruleInput(questions, form)).toEqual({
      match: 'all',
      conditions: [{ source: 'answer', questionId: 'q2', operator: 'is', optionIds: ['o1'] }],
      action: { type: 'jump', toQuestionId: 'q3' },
    });
  });

  it('makes a rule of several conditions combined with any: an earlier answer and a hidden field', () => {
    const start = initialRuleForm(questions, 1, hiddenFields);
    const form = fittedForm(questions, 1, hiddenFields, {
      ...start,
      subject: 'q:q1',
      operator: 'is_no',
      more: [{ subject: 'h:team', operator: 'is', value: 'ops' }],
      match: 'any',
      action: 'end',
    });
    expect(ruleInput(questions, form)).toEqual({
      match: 'any',
      conditions: [
        { source: 'answer', questionId: 'q1', operator: 'is_no' },
        { source: 'hidden_field', key: 'team', operator: 'is', value: 'ops' },
      ],
      action: { type: 'end' },
    });
  });

  it('fits an added condition’s selects to its subject, and offers skip only when no condition reads this question', () => {
    expect(initialCondition(questions, 1, hiddenFields)).toEqual({ subject: 'q:q1', operator: 'is_yes', value: '' });
    const skip = (subjects: string[]) => actionChoices(questions, 1, subjects).some((c) => c.value === 'skip');
    expect(skip(['q:q1', 'h:team'])).toBe(true);
    expect(skip(['q:q1', 'q:q2'])).toBe(false);
    const form = fittedForm(questions, 1, hiddenFields, {
      ...initialRuleForm(questions, 1, hiddenFields),
      subject: 'q:q1',
      operator: 'is_yes',
      more: [{ subject: 'q:q2', operator: 'is', value: 'o2' }],
      action: 'skip',
    });
    // A condition on Q2's own answer: skipping Q2 is not offered, so the action falls back to the first offered.
    expect(form.action).toBe('jump:q3');
  });
});

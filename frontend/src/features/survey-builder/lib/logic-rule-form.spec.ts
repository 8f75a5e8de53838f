import type { Question } from '@/types/generated/api';
import {
  actionChoices,
  emptyRuleForm,
  fittedForm,
  formComplete,
  initialCondition,
  initialRuleForm,
  mapSentence,
  questionName,
  ruleForm,
  ruleInput,
} from './logic-rule-form';

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

describe('the Logic panel: an empty form, Edit, and the map', () => {
  it('opens "Add rule" with nothing chosen, and cannot save until a subject and an action are chosen', () => {
    const empty = fittedForm(questions, 1, hiddenFields, emptyRuleForm());
    expect(empty).toEqual({ subject: '', operator: '', value: '', more: [], match: 'all', action: '' });
    expect(formComplete(empty)).toBe(false);
    const chosen = fittedForm(questions, 1, hiddenFields, { ...empty, subject: 'q:q2' });
    expect(chosen).toMatchObject({ subject: 'q:q2', operator: 'is', value: 'o1', action: '' });
    expect(formComplete(chosen)).toBe(false);
    expect(formComplete({ ...chosen, action: 'end' })).toBe(true);
    expect(formComplete({ ...chosen, action: 'end', more: [{ subject: '', operator: '', value: '' }] })).toBe(false);
  });

  it('fills the Edit form from a saved rule, and saving it unchanged sends the same rule', () => {
    const saved = {
      match: 'any' as const,
      conditions: [
        { source: 'answer' as const, questionId: 'q2', operator: 'is_not' as const, optionIds: ['o2'] },
        { source: 'hidden_field' as const, key: 'team', operator: 'is' as const, value: 'ops' },
        { source: 'language' as const, operator: 'is' as const, language: 'ur' as const },
      ],
      action: { type: 'jump' as const, toQuestionId: 'q4' },
    };
    const form = ruleForm(questions, 1, hiddenFields, saved);
    expect(form).toMatchObject({ subject: 'q:q2', operator: 'is_not', value: 'o2', match: 'any', action: 'jump:q4' });
    expect(ruleInput(questions, form)).toEqual(saved);
  });

  it('names the questions in the map by number and text', () => {
    const named = [...questions];
    named[3] = {
      ...questions[3]!,
      questionText: 'How many hours a week go to reconciling the bank statements by hand?',
    };
    expect(questionName(named, 'Q2')).toBe('Q2 · q2');
    expect(questionName(named, 'the end')).toBe('the end');
    expect(mapSentence(named, 'If Q1 is No, jump to Q4')).toBe(
      'If Q1 is No, jump to Q4 · How many hours a week go to reconciling the ban…',
    );
    expect(mapSentence(named, 'If Q1 is No, end the survey')).toBe('If Q1 is No, end the survey');
  });
});

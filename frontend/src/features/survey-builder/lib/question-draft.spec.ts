import type { Question } from '@/types/generated/api';
import {
  addBody,
  addOption,
  draftFromQuestion,
  draftProblem,
  editBody,
  moveOption,
  newDraft,
  removeOption,
  setOptionLabel,
  setType,
  shapeBody,
  withSavedOptionIds,
  type QuestionDraft,
} from './question-draft';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

const question = (overrides: Partial<Question> = {}): Question =>
  ({
    id: 'q1',
    surveyId: 's1',
    questionText: 'Which colours?',
    questionType: 'multiple_choice',
    order: 1,
    isRequired: true,
    options: [
      { id: 'o1', label: 'Red' },
      { id: 'o2', label: 'Blue' },
    ],
    allowOther: true,
    scaleLabels: null,
    numberRange: null,
    translations: {},
    ...overrides,
  }) as Question;

const withOptions = (labels: string[], type: 'single_choice' | 'multiple_choice' = 'single_choice') => {
  const newKey = keys();
  let draft: QuestionDraft = { ...newDraft('q', 'Pick'), questionType: type };
  for (const label of labels) {
    draft = addOption(draft, newKey);
    draft = setOptionLabel(draft, draft.options[draft.options.length - 1]!.key, label);
  }
  return draft;
};

describe('question draft', () => {
  it('starts as a long text question with the scale labels prefilled for later', () => {
    const draft = newDraft('k');
    expect(draft.questionType).toBe('textarea');
    expect(draft.scaleLabels).toEqual({ min: 'Not at all likely', max: 'Extremely likely' });
    expect(shapeBody({ ...draft, text: 'Why?' })).toEqual({ questionType: 'textarea' });
  });

  it('gives a new choice question two blank options and keeps them across type switches', () => {
    const newKey = keys();
    const choice = setType(newDraft('q', 'Pick'), 'single_choice', newKey);
    expect(choice.options.map((o) => o.label)).toEqual(['', '']);
    const labelled = setOptionLabel(choice, choice.options[0]!.key, 'A');
    const back = setType(setType(labelled, 'rating', newKey), 'multiple_choice', newKey);
    expect(back.options.map((o) => o.label)).toEqual(['A', '']);
    expect(shapeBody(setType(labelled, 'rating', newKey))).toEqual({ questionType: 'rating' });
  });

  it('moves options up and down and stays put at the ends', () => {
    const draft = withOptions(['A', 'B', 'C']);
    const [a, , c] = draft.options;
    expect(moveOption(draft, c!.key, -1).options.map((o) => o.label)).toEqual(['A', 'C', 'B']);
    expect(moveOption(draft, a!.key, 1).options.map((o) => o.label)).toEqual(['B', 'A', 'C']);
    expect(moveOption(draft, a!.key, -1)).toBe(draft);
    expect(moveOption(draft, c!.key, 1)).toBe(draft);
    expect(removeOption(draft, a!.key).options.map((o) => o.label)).toEqual(['B', 'C']);
  });

  it('mirrors the server: options needed, filled in and different', () => {
    expect(draftProblem(withOptions(['Only']))).toBe('A choice question needs at least 2 options');
    expect(draftProblem(withOptions(['A', ' ']))).toBe('Option 2 is required');
    expect(draftProblem(withOptions(['Yes', ' yes ']))).toBe('Options must differ: "yes" is listed twice');
    expect(draftProblem(withOptions(['A', 'B']))).toBeNull();
    expect(draftProblem({ ...withOptions(['A', 'B']), text: ' ' })).toBe('Type the question first');
  });

  it('checks scale labels and number bounds', () => {
    const scale = { ...newDraft('q', 'How likely?'), questionType: 'scale' as const };
    expect(draftProblem(scale)).toBeNull();
    expect(draftProblem({ ...scale, scaleLabels: { min: '', max: 'Max' } })).toBe('The label for 0 is required');
    const number = { ...newDraft('q', 'Hours?'), questionType: 'number' as const };
    expect(draftProblem({ ...number, numberRange: { min: 'a', max: '', unit: '' } })).toBe(
      'The minimum must be a number',
    );
    expect(draftProblem({ ...number, numberRange: { min: '10', max: '2', unit: '' } })).toBe(
      'The minimum must not be above the maximum',
    );
    expect(shapeBody({ ...number, numberRange: { min: '0', max: '', unit: ' hours per week ' } })).toEqual({
      questionType: 'number',
      numberRange: { min: 0, max: null, unit: 'hours per week' },
    });
  });

  it('keeps saved option ids so answers still name them; new options go without', () => {
    const draft = addOption(draftFromQuestion(question(), keys()), () => 'new');
    const body = shapeBody(setOptionLabel(draft, 'new', 'Green'));
    expect(body).toEqual({
      questionType: 'multiple_choice',
      options: [{ id: 'o1', label: 'Red' }, { id: 'o2', label: 'Blue' }, { label: 'Green' }],
      allowOther: true,
    });
  });

  it("is required by default (the spec) and sends the admin's choice when added or changed", () => {
    const draft = newDraft('k1', 'How many staff?');
    expect(draft.isRequired).toBe(true);
    expect(addBody(draft, 1).isRequired).toBe(true);
    expect(addBody({ ...draft, isRequired: false }, 2)).toMatchObject({ order: 2, isRequired: false });

    const saved = question({ isRequired: false });
    const fromSaved = draftFromQuestion(saved, keys());
    expect(fromSaved.isRequired).toBe(false);
    expect(editBody(saved, fromSaved)).toEqual({});
    expect(editBody(saved, { ...fromSaved, isRequired: true })).toEqual({ isRequired: true });
    // A question stored without the flag counts as required.
    const legacy = { ...question(), isRequired: undefined } as unknown as Question;
    expect(draftFromQuestion(legacy, keys()).isRequired).toBe(true);
  });

  it('after a save, gives new options the ids the server gave them and keeps what was typed meanwhile', () => {
    const draft: QuestionDraft = {
      ...newDraft('k1', 'Which tools?'),
      questionType: 'single_choice',
      options: [
        { key: 'a', id: 'o1', label: 'Excel' },
        { key: 'b', id: null, label: ' notion ' },
        { key: 'c', id: null, label: 'Typed meanwhile' },
      ],
    };
    const next = withSavedOptionIds(draft, {
      options: [
        { id: 'o1', label: 'Excel' },
        { id: 'o9', label: 'Notion' },
      ],
    });
    expect(next.options).toEqual([
      { key: 'a', id: 'o1', label: 'Excel' },
      { key: 'b', id: 'o9', label: ' notion ' },
      { key: 'c', id: null, label: 'Typed meanwhile' },
    ]);
  });

  it('sends only what changed when editing', () => {
    const saved = question();
    const draft = draftFromQuestion(saved, keys());
    expect(editBody(saved, draft)).toEqual({});
    expect(editBody(saved, { ...draft, text: ' Which colours, really? ' })).toEqual({
      questionText: 'Which colours, really?',
    });
    const relabelled = setOptionLabel(draft, draft.options[1]!.key, 'Navy');
    expect(editBody(saved, relabelled)).toEqual({
      questionType: 'multiple_choice',
      options: [
        { id: 'o1', label: 'Red' },
        { id: 'o2', label: 'Navy' },
      ],
      allowOther: true,
    });
    const old = question({ questionType: 'textarea', options: null, allowOther: false });
    expect(editBody(old, draftFromQuestion(old, keys()))).toEqual({});
  });
});

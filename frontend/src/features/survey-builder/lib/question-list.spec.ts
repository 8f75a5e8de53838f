import {
  addQuestion,
  canRemove,
  changeQuestion,
  listProblem,
  replaceWithGenerated,
  initialQuestions,
  questionsToSave,
  removeQuestion,
  replaceQuestions,
  updateQuestion,
  type DraftQuestion,
} from './question-list';
import { setOptionLabel, setType } from './question-draft';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

const texts = (qs: DraftQuestion[]) => qs.map((q) => [q.order, q.text]);

describe('question list', () => {
  it('starts with one blank question numbered 1', () => {
    expect(initialQuestions(keys())).toEqual([expect.objectContaining({ key: 'k1', text: '', order: 1 })]);
    expect(initialQuestions(keys())[0].questionType).toBe('textarea');
  });

  it('adds blank questions at the end with the next number', () => {
    const newKey = keys();
    const list = addQuestion(addQuestion(initialQuestions(newKey), newKey), newKey);
    expect(list.map((q) => q.order)).toEqual([1, 2, 3]);
    expect(new Set(list.map((q) => q.key)).size).toBe(3);
  });

  it('renumbers from 1 after a removal', () => {
    const newKey = keys();
    let list = replaceQuestions(['a', 'b', 'c'], newKey);
    list = removeQuestion(list, list[0].key);
    expect(texts(list)).toEqual([
      [1, 'b'],
      [2, 'c'],
    ]);
  });

  it('never removes the last question', () => {
    const list = initialQuestions(keys());
    expect(canRemove(list)).toBe(false);
    expect(removeQuestion(list, list[0].key)).toEqual(list);
    expect(canRemove(addQuestion(list, keys()))).toBe(true);
  });

  it('updates one question by key and leaves the others', () => {
    const newKey = keys();
    const list = replaceQuestions(['a', 'b'], newKey);
    expect(texts(updateQuestion(list, list[1].key, 'B!'))).toEqual([
      [1, 'a'],
      [2, 'B!'],
    ]);
  });

  it('replaces the whole list with generated questions, dropping blank ones', () => {
    const newKey = keys();
    const list = replaceQuestions([' What tools do you use? ', '', 'Where do you lose time?'], newKey);
    expect(texts(list)).toEqual([
      [1, 'What tools do you use?'],
      [2, 'Where do you lose time?'],
    ]);
    expect(texts(replaceQuestions([], newKey))).toEqual([[1, '']]);
  });
});

describe('questionsToSave', () => {
  it('drops blank questions, trims and numbers the rest from 1 as required textareas', () => {
    const newKey = keys();
    const list = replaceQuestions(['x', 'x', 'x', 'x'], newKey).map((q, i) => ({
      ...q,
      text: ['   ', ' First? ', '', 'Second?'][i]!,
    }));
    expect(questionsToSave(list)).toEqual([
      { questionText: 'First?', questionType: 'textarea', order: 1, isRequired: true },
      { questionText: 'Second?', questionType: 'textarea', order: 2, isRequired: true },
    ]);
  });

  it('is empty when every question is blank', () => {
    expect(questionsToSave(initialQuestions(keys()))).toEqual([]);
  });
});

describe('typed questions in the list', () => {
  it('saves each question with its type and settings', () => {
    const newKey = keys();
    let list = replaceQuestions(['Pick one', 'How likely?'], newKey);
    list = changeQuestion(list, list[0].key, (d) => {
      let next = setType(d, 'single_choice', newKey);
      next = setOptionLabel(next, next.options[0].key, 'Red');
      return setOptionLabel(next, next.options[1].key, 'Blue');
    });
    list = changeQuestion(list, list[1].key, (d) => setType(d, 'scale', newKey));
    expect(questionsToSave(list)).toEqual([
      {
        questionText: 'Pick one',
        order: 1,
        isRequired: true,
        questionType: 'single_choice',
        options: [{ label: 'Red' }, { label: 'Blue' }],
        allowOther: false,
      },
      {
        questionText: 'How likely?',
        order: 2,
        isRequired: true,
        questionType: 'scale',
        scaleLabels: { min: 'Not at all likely', max: 'Extremely likely' },
      },
    ]);
  });

  it('names the first question the server would refuse, by its number', () => {
    const newKey = keys();
    let list = replaceQuestions(['Fine', 'Pick one'], newKey);
    list = changeQuestion(list, list[1].key, (d) => setType(d, 'multiple_choice', newKey));
    expect(listProblem(list)).toEqual({ key: list[1].key, message: 'Question 2: Option 1 is required' });
  });

  it('takes typed proposals from AI generation, keeping their options', () => {
    const list = replaceWithGenerated(
      [
        { questionText: 'Which tools?', questionType: 'multiple_choice', options: ['Excel', 'Slack'] },
        { questionText: ' ', questionType: 'text' },
        { questionText: 'Hours lost?', questionType: 'number', numberRange: { min: 0, unit: 'hours per week' } },
      ],
      keys(),
    );
    expect(questionsToSave(list)).toEqual([
      expect.objectContaining({
        questionText: 'Which tools?',
        questionType: 'multiple_choice',
        options: [{ label: 'Excel' }, { label: 'Slack' }],
        allowOther: false,
      }),
      expect.objectContaining({
        questionText: 'Hours lost?',
        order: 2,
        numberRange: { min: 0, max: null, unit: 'hours per week' },
      }),
    ]);
  });

  it('keeps "Other" on a generated choice question that proposes it, single or multiple', () => {
    const list = replaceWithGenerated(
      [
        {
          questionText: 'Which of these do you use in your own work: EMIS or Excel?',
          questionType: 'multiple_choice',
          options: ['EMIS', 'Excel'],
          allowOther: true,
        },
        { questionText: 'Pick one', questionType: 'single_choice', options: ['A', 'B'], allowOther: true },
      ],
      keys(),
    );
    expect(questionsToSave(list)).toEqual([
      expect.objectContaining({ questionType: 'multiple_choice', allowOther: true }),
      expect.objectContaining({ questionType: 'single_choice', allowOther: true }),
    ]);
  });
});

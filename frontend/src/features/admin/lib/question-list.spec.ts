import {
  addQuestion,
  canRemove,
  initialQuestions,
  questionsToSave,
  removeQuestion,
  replaceQuestions,
  updateQuestion,
  type DraftQuestion,
} from './question-list';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

const texts = (qs: DraftQuestion[]) => qs.map((q) => [q.order, q.text]);

describe('question list', () => {
  it('starts with one blank question numbered 1', () => {
    expect(initialQuestions(keys())).toEqual([{ key: 'k1', text: '', order: 1 }]);
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
    const list = [
      { key: newKey(), text: '   ', order: 1 },
      { key: newKey(), text: ' First? ', order: 2 },
      { key: newKey(), text: '', order: 3 },
      { key: newKey(), text: 'Second?', order: 4 },
    ];
    expect(questionsToSave(list)).toEqual([
      { questionText: 'First?', questionType: 'textarea', order: 1, isRequired: true },
      { questionText: 'Second?', questionType: 'textarea', order: 2, isRequired: true },
    ]);
  });

  it('is empty when every question is blank', () => {
    expect(questionsToSave(initialQuestions(keys()))).toEqual([]);
  });
});

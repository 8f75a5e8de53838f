import type { Question, Survey } from '@/types/generated/api';
import {
  fillTranslations,
  linesFor,
  savedTranslation,
  textsToTranslate,
  translationBody,
  translationFields,
} from './translation-form';

const survey = {
  title: 'Team pulse',
  description: 'About work',
  translations: { ur: { title: 'ٹیم کی نبض' } },
} as Pick<Survey, 'title' | 'description' | 'translations'>;

const question = (overrides: Partial<Question>): Question =>
  ({
    surveyId: 's1',
    isRequired: true,
    questionType: 'textarea',
    options: null,
    allowOther: false,
    scaleLabels: null,
    numberRange: null,
    translations: {},
    ...overrides,
  }) as Question;

const questions = [
  question({
    id: 'q2',
    order: 2,
    questionText: 'How likely?',
    questionType: 'scale',
    scaleLabels: { min: 'Not at all likely', max: 'Extremely likely' },
    translations: { ur: { scaleLabels: { max: 'بہت زیادہ' } } },
  }),
  question({
    id: 'q1',
    order: 1,
    questionText: 'Which tools?',
    questionType: 'single_choice',
    options: [
      { id: 'o1', label: 'Excel' },
      { id: 'o2', label: 'Slack' },
    ],
  }),
  question({
    id: 'q3',
    order: 3,
    questionText: 'Hours?',
    questionType: 'number',
    numberRange: { min: 0, max: null, unit: 'hours per week' },
  }),
];

describe('translation form', () => {
  it('lists every translatable text in reading order, labelled by what it is', () => {
    expect(translationFields(survey, questions).map((f) => [f.key, f.label, f.original])).toEqual([
      ['title', 'Title', 'Team pulse'],
      ['description', 'Description', 'About work'],
      ['q:q1:text', 'Question 1', 'Which tools?'],
      ['q:q1:option:o1', 'Question 1, option 1', 'Excel'],
      ['q:q1:option:o2', 'Question 1, option 2', 'Slack'],
      ['q:q2:text', 'Question 2', 'How likely?'],
      ['q:q2:min', 'Question 2, label at 0', 'Not at all likely'],
      ['q:q2:max', 'Question 2, label at 10', 'Extremely likely'],
      ['q:q3:text', 'Question 3', 'Hours?'],
      ['q:q3:unit', 'Question 3, unit', 'hours per week'],
    ]);
  });

  it('reads the saved Urdu and writes it back whole, blanks left out', () => {
    const fields = translationFields(survey, questions);
    const saved = savedTranslation(survey, questions);
    expect(saved).toEqual({ title: 'ٹیم کی نبض', 'q:q2:max': 'بہت زیادہ' });
    expect(translationBody(fields, { ...saved, 'q:q1:option:o2': ' سلیک ', 'q:q3:unit': '  ' })).toEqual({
      title: 'ٹیم کی نبض',
      questions: { q1: { options: { o2: 'سلیک' } }, q2: { scaleLabels: { max: 'بہت زیادہ' } } },
    });
  });

  it('asks AI only for the empty fields and never overwrites what the admin typed meanwhile', () => {
    const fields = translationFields(survey, questions);
    const values = { title: 'ٹیم کی نبض', 'q:q1:text': 'کون سے ٹولز؟' };
    const asked = textsToTranslate(fields, values);
    expect(asked.map((t) => t.key)).not.toContain('title');
    expect(asked).toContainEqual({ key: 'description', text: 'About work' });
    const typedMeanwhile = { ...values, description: 'کام کے بارے میں' };
    const result = fillTranslations(typedMeanwhile, [
      { key: 'description', text: 'AI description' },
      { key: 'q:q1:option:o1', text: 'ایکسل' },
    ]);
    expect(result.values.description).toBe('کام کے بارے میں');
    expect(result.values['q:q1:option:o1']).toBe('ایکسل');
    expect([result.filled, result.kept]).toEqual([1, 1]);
  });
});

describe('the "Other" label in Urdu', () => {
  const other = question({
    id: 'q9',
    order: 1,
    questionText: 'Which tools?',
    questionType: 'multiple_choice',
    options: [
      { id: 'o1', label: 'Excel' },
      { id: 'o2', label: 'Slack' },
    ],
    allowOther: true,
    translations: { ur: { other: 'کوئی اور' } },
  });

  it('has a field of its own for a question that offers "Other", read back and sent as `other`', () => {
    const fields = translationFields(survey, [other]);
    expect(fields.at(-1)).toEqual({ key: 'q:q9:other', label: 'Question 1, "Other"', original: 'Other', question: 1 });
    expect(translationFields(survey, questions).some((f) => f.key.endsWith(':other'))).toBe(false);
    const saved = savedTranslation(survey, [other]);
    expect(saved['q:q9:other']).toBe('کوئی اور');
    expect(translationBody(fields, { ...saved, 'q:q9:other': ' دیگر ٹول ' }).questions).toEqual({
      q9: { other: 'دیگر ٹول' },
    });
  });
});

describe('Urdu field height', () => {
  it('gives a field as many lines as its English needs, one at least and eight at most', () => {
    expect(linesFor('')).toBe(1);
    expect(linesFor('Title')).toBe(1);
    expect(linesFor('x'.repeat(43))).toBe(2);
    expect(linesFor('First line\nSecond line')).toBe(2);
    expect(linesFor('x'.repeat(2000))).toBe(8);
  });
});

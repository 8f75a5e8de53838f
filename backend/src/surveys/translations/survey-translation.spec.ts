import { ValidationError } from '../../common/errors';
import type { QuestionShape } from '@seedline/shared';
import { surveyTranslation } from './survey-translation';

const shape = (overrides: Partial<QuestionShape>): QuestionShape => ({
  questionType: 'multiple_choice',
  options: [
    { id: 'o1', label: 'Excel' },
    { id: 'o2', label: 'Slack' },
  ],
  allowOther: true,
  scaleLabels: null,
  numberRange: null,
  ...overrides,
});

describe('a survey translation\'s "Other" label', () => {
  const withOther = { questionId: 'q1', shape: shape({}) };
  const withoutOther = { questionId: 'q2', shape: shape({ allowOther: false }) };

  it('is kept, trimmed, for a question that offers "Other"', () => {
    const result = surveyTranslation({ questions: { q1: { other: '  کوئی اور ٹول ', options: { o1: 'ایکسل' } } } }, [
      withOther,
    ]);
    expect(result.questions.q1).toEqual({ other: 'کوئی اور ٹول', options: { o1: 'ایکسل' } });
  });

  it('is left out when blank, and translations without it read as before', () => {
    expect(surveyTranslation({ questions: { q1: { other: '   ' } } }, [withOther]).questions).toEqual({});
    expect(surveyTranslation({ questions: { q1: { questionText: 'آلات؟' } } }, [withOther]).questions.q1).toEqual({
      questionText: 'آلات؟',
    });
  });

  it('is refused for a question without "Other", and when it is not text or too long', () => {
    expect(() => surveyTranslation({ questions: { q2: { other: 'دیگر' } } }, [withOther, withoutOther])).toThrow(
      new ValidationError('Question 2 does not offer "Other"'),
    );
    expect(() => surveyTranslation({ questions: { q1: { other: 5 } } }, [withOther])).toThrow(
      'Question 1\'s "Other" must be text',
    );
    expect(() => surveyTranslation({ questions: { q1: { other: 'ا'.repeat(201) } } }, [withOther])).toThrow(
      'Question 1\'s "Other" must be at most 200 characters',
    );
  });
});

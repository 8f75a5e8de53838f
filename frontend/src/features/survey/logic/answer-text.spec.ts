import { SURVEY_LABELS } from '../content/labels';
import { shownAnswerText } from './answer-text';
import { localizeQuestion } from './survey-language';

const choice = {
  questionText: 'Which tools?',
  options: [
    { id: 'o1', label: 'Email' },
    { id: 'o2', label: 'Excel' },
  ],
  scaleLabels: null,
  numberRange: null,
  translations: { ur: { options: { o1: 'ای میل' } } },
};

describe('shownAnswerText', () => {
  it('reads choices back with the labels the respondent saw, Other last', () => {
    const en = localizeQuestion(choice, 'en');
    expect(shownAnswerText('multiple_choice', en, { selected: ['o1', 'o2'], other: 'Slack' }, SURVEY_LABELS.en)).toBe(
      'Email; Excel; Other: Slack',
    );
    const ur = localizeQuestion(choice, 'ur');
    expect(shownAnswerText('single_choice', ur, 'o1', SURVEY_LABELS.ur)).toBe('ای میل');
    expect(shownAnswerText('multiple_choice', ur, { selected: ['o1', 'o2'], other: null }, SURVEY_LABELS.ur)).toBe(
      'ای میل، Excel',
    );
  });

  it('reads scores, yes/no and numbers in the respondent language', () => {
    const none = localizeQuestion({ ...choice, options: null }, 'en');
    expect(shownAnswerText('rating', none, 4, SURVEY_LABELS.en)).toBe('4 out of 5');
    expect(shownAnswerText('scale', none, 7, SURVEY_LABELS.en)).toBe('7 out of 10');
    expect(shownAnswerText('yes_no', none, false, SURVEY_LABELS.ur)).toBe('نہیں');
    const hours = localizeQuestion(
      { ...choice, options: null, numberRange: { min: 0, max: 80, unit: 'hours per week' } },
      'en',
    );
    expect(shownAnswerText('number', hours, 12, SURVEY_LABELS.en)).toBe('12 hours per week');
  });
});

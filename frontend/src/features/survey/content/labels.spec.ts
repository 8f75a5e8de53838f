import { SURVEY_LABELS } from './labels';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

const render = (value: unknown): string =>
  typeof value === 'function' ? String((value as (...args: unknown[]) => unknown)(2, 7)) : String(value);

describe('survey labels', () => {
  it('has every English label as the spec writes it', () => {
    const en = SURVEY_LABELS.en;
    expect(en.loading).toBe('Loading survey...');
    expect(en.languagePrompt).toBe('What language do you prefer?');
    expect(en.modePrompt).toBe("Choose how you'd like to take this survey");
    expect([en.traditional, en.aiChat]).toEqual(['Traditional Survey', 'AI Chat Experience']);
    expect(`${en.preparing} ${en.pleaseWait}`).toBe('Preparing your survey... Please wait a moment');
    expect(en.startFailed).toBe('Failed to start survey. Please try again.');
    expect(en.questionOf(2, 7)).toBe('Question 2 of 7');
    expect(en.answerPlaceholder).toBe('Type your answer here...');
    expect([en.ok, en.submit, en.saving, en.back]).toEqual(['OK', 'Submit', 'Saving...', 'Back']);
    expect([en.skip, en.continue]).toEqual(['Skip', 'Continue']);
    expect(en.askingFollowUp).toBe('Asking follow up question...');
    expect(en.processFailed).toBe('Failed to process your answer. Please try again.');
    expect([en.thankYou, en.submitted]).toEqual(['Thank you!', 'Your response has been submitted successfully']);
  });

  it('has an Urdu text for every label, in Urdu script', () => {
    const keys = Object.keys(SURVEY_LABELS.en).sort();
    expect(Object.keys(SURVEY_LABELS.ur).sort()).toEqual(keys);
    for (const key of keys) {
      const text = render(SURVEY_LABELS.ur[key as keyof typeof SURVEY_LABELS.ur]);
      expect({ key, urdu: ARABIC_SCRIPT.test(text) }).toEqual({ key, urdu: true });
    }
  });

  it('names each reason a survey cannot be started', () => {
    const en = SURVEY_LABELS.en;
    expect([en.notOpenTitle, en.closedTitle, en.fullTitle]).toEqual([
      'This survey is not open right now',
      'This survey is closed',
      'This survey is full',
    ]);
  });

  it('keeps the numbers in the Urdu question counter', () => {
    expect(SURVEY_LABELS.ur.questionOf(2, 7)).toMatch(/^[^2]*2.*7/);
  });
});

import { detectLanguage, requestedQuestionCount, toAsciiDigits } from './text-analysis';

describe('requestedQuestionCount', () => {
  it.each([
    [
      'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.',
      10,
    ],
    ['Ask 5 questions', 5],
    ['Generate ten questions about onboarding', 10],
    ['Write seven short open-ended questions', 7],
    ['Give me twenty-five questions', 25],
    ['Give me twenty five questions', 25],
    ['a dozen questions please', 12],
    ['Ask 3 of the most important questions', 3],
    ['Number of questions: 8', 8],
    ['پانچ سوالات پوچھیں', 5],
    ['۷ سوالات بنائیں', 7],
    ['Ask 500 questions', 50],
  ])('%s -> %d', (prompt, expected) => {
    expect(requestedQuestionCount(prompt)).toBe(expected);
  });

  it.each([
    ['Ask questions about our workflows'],
    ['For our 2 stores, write questions about stock'],
    ['Ask 0 questions'],
    [''],
  ])('states no count: %s', (prompt) => {
    expect(requestedQuestionCount(prompt)).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('reads mostly Urdu script as Urdu, even with English tool names inside', () => {
    expect(detectLanguage('ہم حاضری Excel میں رکھتے ہیں اور والدین سے رابطہ کرتے ہیں')).toBe('ur');
  });
  it('reads Latin text, or text with a few Urdu words, as English', () => {
    expect(detectLanguage('We run a clinic in Lahore (لاہور) with 14 staff')).toBe('en');
    expect(detectLanguage('')).toBe('en');
  });
});

it('converts Urdu and Arabic-Indic digits', () => {
  expect(toAsciiDigits('۱۲ اور ٣٤')).toBe('12 اور 34');
});

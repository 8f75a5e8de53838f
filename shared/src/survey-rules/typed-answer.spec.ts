import { leastCpuMs } from '../testing';
import { RuleViolation } from './rule-violation';
import { TEXTAREA_SHAPE, type QuestionShape } from './question-shape';
import { answerTextOf, typedAnswer, typedTextMax, type AnswerInput } from './typed-answer';

const shape = (over: Partial<QuestionShape>): QuestionShape => ({ ...TEXTAREA_SHAPE, ...over });
const single = shape({
  questionType: 'single_choice',
  options: [
    { id: 'o1', label: 'Email' },
    { id: 'o2', label: 'Phone, or text' },
  ],
});
const multiple = shape({
  questionType: 'multiple_choice',
  options: [
    { id: 'o1', label: 'Excel' },
    { id: 'o2', label: 'Sheets' },
    { id: 'o3', label: 'Notion' },
  ],
});
const multipleOther = { ...multiple, allowOther: true };
const singleOther = { ...single, allowOther: true };
const rating = shape({ questionType: 'rating' });
const scale = shape({ questionType: 'scale', scaleLabels: { min: 'Never', max: 'Always' } });
const yesNo = shape({ questionType: 'yes_no' });
const hours = shape({ questionType: 'number', numberRange: { min: 0, max: 80, unit: 'hours per week' } });
const short = shape({ questionType: 'text' });

const refusal = (s: QuestionShape, input: AnswerInput): string => {
  try {
    typedAnswer(s, input);
  } catch (error) {
    expect(error).toBeInstanceOf(RuleViolation);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('typedAnswer', () => {
  it('keeps text answers as text, without a value', () => {
    expect(typedAnswer(TEXTAREA_SHAPE, { answerText: 'It was fine' })).toEqual({
      answerText: 'It was fine',
      answerValue: null,
    });
    expect(typedAnswer(short, { answerText: 'Lahore' })).toEqual({ answerText: 'Lahore', answerValue: null });
    expect(refusal(TEXTAREA_SHAPE, {})).toBe('Answer text is required');
    expect(refusal(TEXTAREA_SHAPE, { answerText: 'x', answerValue: 5 })).toBe('A text question takes answerText only');
    expect(refusal(short, { answerText: 'a'.repeat(501) })).toBe('A short answer must be at most 500 characters');
  });

  it('single choice: an option by id or by label; anything else is refused, naming the options', () => {
    expect(typedAnswer(single, { answerValue: 'o2' })).toEqual({ answerText: 'Phone, or text', answerValue: 'o2' });
    expect(typedAnswer(single, { answerText: ' email ' }).answerValue).toBe('o1');
    expect(refusal(single, { answerValue: 'o9' })).toBe('The answer must be one of the options: Email, Phone, or text');
    expect(refusal(single, { answerValue: 1 })).toMatch(/one of the options/);
    expect(refusal(single, {})).toBe('An answer is required: send answerValue (or answerText)');
  });

  it('multiple choice: selected ids in option order, Other only where allowed', () => {
    expect(typedAnswer(multiple, { answerValue: { selected: ['o3', 'o1'], other: null } })).toEqual({
      answerText: 'Excel; Notion',
      answerValue: { selected: ['o1', 'o3'], other: null },
    });
    expect(typedAnswer(multipleOther, { answerValue: { selected: ['o2'], other: ' Airtable ' } })).toEqual({
      answerText: 'Sheets; Other: Airtable',
      answerValue: { selected: ['o2'], other: 'Airtable' },
    });
    expect(typedAnswer(multipleOther, { answerValue: { selected: [], other: 'Paper' } }).answerText).toBe(
      'Other: Paper',
    );
    expect(refusal(multiple, { answerValue: { selected: ['o1'], other: 'Airtable' } })).toBe(
      'This question has no "Other" choice',
    );
    expect(refusal(multiple, { answerValue: { selected: ['o7'], other: null } })).toBe(
      'The answer must be among the options: Excel, Sheets, Notion',
    );
    expect(refusal(multiple, { answerValue: { selected: [], other: null } })).toBe('Choose at least one option');
    expect(refusal(multiple, { answerValue: 'o1' })).toMatch(/multiple-choice answer is \{selected/);
    expect(refusal(multipleOther, { answerValue: { selected: [], other: 'x'.repeat(501) } })).toBe(
      '"Other" must be at most 500 characters',
    );
  });

  it('multiple choice from text, including the text it derives itself', () => {
    expect(typedAnswer(multiple, { answerText: 'Excel, notion' }).answerValue).toEqual({
      selected: ['o1', 'o3'],
      other: null,
    });
    expect(typedAnswer(multipleOther, { answerText: 'Sheets; Other: Airtable' }).answerValue).toEqual({
      selected: ['o2'],
      other: 'Airtable',
    });
    expect(typedAnswer(multipleOther, { answerText: 'Excel؛ کاغذ' }).answerValue).toEqual({
      selected: ['o1'],
      other: 'کاغذ',
    });
    expect(refusal(multiple, { answerText: 'Excel; Airtable' })).toBe(
      'The answer must be among the options: Excel, Sheets, Notion',
    );
  });

  it('rating: a whole number from 1 to 5, also from text and Urdu digits', () => {
    expect(typedAnswer(rating, { answerValue: 4 })).toEqual({ answerText: '4 out of 5', answerValue: 4 });
    expect(typedAnswer(rating, { answerText: '۴' }).answerValue).toBe(4);
    expect(typedAnswer(rating, { answerText: '4 out of 5' }).answerValue).toBe(4);
    expect(typedAnswer(rating, { answerText: '3/5' }).answerValue).toBe(3);
    for (const bad of [0, 6, 3.5, '4 stars', 'four', true]) {
      expect(refusal(rating, { answerValue: bad })).toBe('A rating must be a whole number from 1 to 5');
    }
  });

  it('scale: a whole number from 0 to 10', () => {
    expect(typedAnswer(scale, { answerValue: 0 })).toEqual({ answerText: '0 out of 10', answerValue: 0 });
    expect(typedAnswer(scale, { answerText: '۱۰' }).answerValue).toBe(10);
    expect(typedAnswer(scale, { answerText: '٧' }).answerValue).toBe(7);
    expect(refusal(scale, { answerValue: 11 })).toBe('A score must be a whole number from 0 to 10');
    expect(refusal(scale, { answerValue: -1 })).toBe('A score must be a whole number from 0 to 10');
    expect(refusal(scale, { answerText: '7.5' })).toBe('A score must be a whole number from 0 to 10');
  });

  it('yes/no: booleans and yes/no words in English and Urdu', () => {
    expect(typedAnswer(yesNo, { answerValue: true })).toEqual({ answerText: 'Yes', answerValue: true });
    expect(typedAnswer(yesNo, { answerValue: false })).toEqual({ answerText: 'No', answerValue: false });
    expect(typedAnswer(yesNo, { answerText: 'ہاں' }).answerValue).toBe(true);
    expect(typedAnswer(yesNo, { answerText: 'جی ہاں' }).answerValue).toBe(true);
    expect(typedAnswer(yesNo, { answerText: 'نہیں' }).answerValue).toBe(false);
    expect(typedAnswer(yesNo, { answerText: ' YES ' }).answerValue).toBe(true);
    expect(refusal(yesNo, { answerValue: 'maybe' })).toBe('The answer must be yes or no');
    expect(refusal(yesNo, { answerValue: 1 })).toBe('The answer must be yes or no');
  });

  it('number: within its bounds, from text with Urdu digits, thousands commas or its unit', () => {
    expect(typedAnswer(hours, { answerValue: 12 })).toEqual({ answerText: '12 hours per week', answerValue: 12 });
    expect(typedAnswer(hours, { answerText: '۱۲٫۵' }).answerValue).toBe(12.5);
    expect(typedAnswer(hours, { answerText: '12 hours per week' }).answerValue).toBe(12);
    const free = shape({ questionType: 'number', numberRange: { min: null, max: null, unit: null } });
    expect(typedAnswer(free, { answerText: '1,500' })).toEqual({ answerText: '1500', answerValue: 1500 });
    expect(refusal(hours, { answerText: 'a lot' })).toBe('The answer must be a number');
    expect(refusal(hours, { answerValue: '12abc' })).toBe('The answer must be a number');
    expect(refusal(hours, { answerValue: 81 })).toBe('The answer must be at most 80');
    expect(refusal(hours, { answerValue: -1 })).toBe('The answer must be at least 0');
    expect(refusal(hours, { answerValue: Number.NaN })).toBe('The answer must be a number');
  });

  it('single choice with "Other": the respondent\'s own words as {other}, from a value or from text', () => {
    expect(typedAnswer(singleOther, { answerValue: { other: ' Fax ' } })).toEqual({
      answerText: 'Other: Fax',
      answerValue: { other: 'Fax' },
    });
    expect(typedAnswer(singleOther, { answerText: 'Carrier pigeon' }).answerValue).toEqual({ other: 'Carrier pigeon' });
    expect(typedAnswer(singleOther, { answerText: 'Other: Fax' }).answerValue).toEqual({ other: 'Fax' });
    expect(typedAnswer(singleOther, { answerText: 'email' }).answerValue).toBe('o1');
    expect(refusal(singleOther, { answerValue: 'o9' })).toMatch(/one of the options/);
    expect(refusal(singleOther, { answerValue: { other: '  ' } })).toBe('Write your answer for "Other"');
    expect(refusal(singleOther, { answerValue: { other: 'x'.repeat(501) } })).toBe(
      '"Other" must be at most 500 characters',
    );
    expect(refusal(single, { answerValue: { other: 'Fax' } })).toBe('This question has no "Other" choice');
    expect(refusal(single, { answerText: 'Fax' })).toMatch(/one of the options/);
    expect(typedTextMax(singleOther)).toBeGreaterThanOrEqual('Other: '.length + 500);
  });

  it('reads back every text answerTextOf gives', () => {
    const cases: [QuestionShape, Parameters<typeof answerTextOf>[1]][] = [
      [single, 'o2'],
      [singleOther, { other: 'Fax' }],
      [multipleOther, { selected: ['o1', 'o3'], other: 'Airtable' }],
      [rating, 2],
      [scale, 9],
      [yesNo, false],
      [hours, 40],
    ];
    for (const [s, value] of cases) {
      expect(typedAnswer(s, { answerText: answerTextOf(s, value) }).answerValue).toEqual(value);
    }
  });

  it('refuses a typed answer longer than its type needs, before reading it', () => {
    expect(typedTextMax(rating)).toBe(40);
    expect(refusal(rating, { answerText: `4${' '.repeat(40)}` })).toBe('This answer must be at most 40 characters');
    expect(typedAnswer(rating, { answerText: `  4 out of 5${' '.repeat(20)}` }).answerValue).toBe(4);
    const staff = shape({ questionType: 'number', numberRange: { min: null, max: null, unit: 'x'.repeat(40) } });
    expect(typedAnswer(staff, { answerText: `-1,000,000,000,000.25 ${'x'.repeat(40)}` }).answerValue).toBe(
      -1e12 - 0.25,
    );
    const everyLabel = multiple.options!.map((option) => option.label).join('; ');
    expect(typedAnswer(multiple, { answerText: everyLabel }).answerValue).toEqual({
      selected: ['o1', 'o2', 'o3'],
      other: null,
    });
  });
});

describe('typedAnswer on a 20,000-character answer', () => {
  // "1" + 19,990 spaces + "x" to a rating question took 0.7 s where a normal answer takes 0.01 s: the
  // "out of" pattern was not anchored at its start. Each side repeats enough to read the 10 ms clock.
  const REPEAT = 200;
  const hostile = `1${' '.repeat(19_990)}x`;
  const timeOf = (answerText: string) =>
    leastCpuMs(() => {
      for (let i = 0; i < REPEAT; i++) {
        try {
          typedAnswer(rating, { answerText });
        } catch (error) {
          if (!(error instanceof RuleViolation)) throw error;
        }
      }
    });

  it('is refused in under five times the time of a normal answer', () => {
    expect(refusal(rating, { answerText: hostile })).toBe('This answer must be at most 40 characters');
    timeOf('4 out of 5'); // warm-up
    const baseline = timeOf('4 out of 5');
    expect(timeOf(hostile)).toBeLessThan(Math.max(5 * baseline, 50));
  });
});

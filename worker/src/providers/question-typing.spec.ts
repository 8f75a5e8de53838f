import { listedOptions, proposeQuestionType } from './question-typing';

describe('proposeQuestionType', () => {
  it('makes "How many hours" a number with its unit', () => {
    expect(proposeQuestionType('How many hours a week do you spend on invoices?')).toEqual({
      questionText: 'How many hours a week do you spend on invoices?',
      questionType: 'number',
      numberRange: { min: 0, unit: 'hours per week' },
    });
    expect(proposeQuestionType('How many hours per day go into data entry?').numberRange?.unit).toBe('hours per day');
    expect(proposeQuestionType('ہر ہفتے رپورٹیں بنانے میں کتنے گھنٹے لگتے ہیں؟')).toMatchObject({
      questionType: 'number',
      numberRange: { unit: 'گھنٹے فی ہفتہ' },
    });
  });

  it.each(['How satisfied are you with the booking system?', 'How would you rate the reporting you get today?'])(
    'makes "%s" a 1–5 rating',
    (question) => {
      expect(proposeQuestionType(question)).toEqual({ questionText: question, questionType: 'rating' });
    },
  );

  it('makes "How likely … recommend" a 0–10 scale with labels for both ends', () => {
    expect(proposeQuestionType('How likely are you to recommend our tools to a colleague?')).toEqual({
      questionText: 'How likely are you to recommend our tools to a colleague?',
      questionType: 'scale',
      scaleLabels: { min: 'Not at all likely', max: 'Extremely likely' },
    });
  });

  it.each(['Do you track orders in a spreadsheet?', 'Have you tried any AI tools at work?'])(
    'makes "%s" a yes/no question',
    (question) => {
      expect(proposeQuestionType(question)).toEqual({ questionText: question, questionType: 'yes_no' });
    },
  );

  it('keeps a "Do you … or …" question, or one that asks more, as text', () => {
    expect(proposeQuestionType('Do you book over WhatsApp or by phone?').questionType).toBe('textarea');
    expect(proposeQuestionType('Do you use Excel? What goes into it by hand?').questionType).toBe('textarea');
  });

  it('makes "Which of these" with a list a choice question with those options', () => {
    expect(proposeQuestionType('Which of these do you use every day: Excel, WhatsApp, email or a CRM?')).toEqual({
      questionText: 'Which of these do you use every day: Excel, WhatsApp, email or a CRM?',
      questionType: 'single_choice',
      options: ['Excel', 'WhatsApp', 'email', 'a CRM'],
    });
    expect(
      proposeQuestionType('Which of these take time each week (select all that apply): invoices, reports, scheduling?'),
    ).toMatchObject({ questionType: 'multiple_choice', options: ['invoices', 'reports', 'scheduling'] });
  });

  it('reads the list of the offline bank\'s "such as … Which of these" question', () => {
    const question =
      'In dentistry, workflows such as appointment reminders, patient intake and billing are often good candidates for AI. Which of these feels most manual for you today?';
    expect(proposeQuestionType(question)).toMatchObject({
      questionType: 'single_choice',
      options: ['appointment reminders', 'patient intake', 'billing'],
    });
  });

  it('keeps "Which of these" without a list, and open questions, as long text', () => {
    for (const question of [
      'Which of these feels most manual for you today?',
      'Walk me through the last time an order was delayed: what happened?',
      'What goes into your Excel sheet by hand, and how long does it take?',
    ]) {
      expect(proposeQuestionType(question)).toEqual({ questionText: question, questionType: 'textarea' });
    }
  });
});

describe('listedOptions', () => {
  it('finds no list in a sentence of long clauses', () => {
    expect(listedOptions('Tell me: what happens after a booking comes in and who handles the paperwork?')).toEqual([]);
  });
});

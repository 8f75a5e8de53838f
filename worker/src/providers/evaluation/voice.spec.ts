import { askingOpening, grammarSlips, isAttributed, scoreVoice, statisticNotAsOutcome } from './voice';

describe('voice checks', () => {
  it.each([
    'You mentioned email: roughly how many come in on a typical day?',
    'You said "takes a full day each month". What does that involve?',
    'As you noted, the rota is made on Sunday. Who makes it?',
    'آپ نے واٹس ایپ کا ذکر کیا: کتنے پیغامات آتے ہیں؟',
  ])('finds the company data put in the respondent’s mouth: %s', (question) => {
    expect(isAttributed(question)).toBe(true);
  });

  it('lets context and the respondent’s own work through', () => {
    expect(isAttributed('Orders arrive as PDF tech packs. How do they reach the ERP in your part of the work?')).toBe(
      false,
    );
  });

  it('wants a statistic asked as an outcome, never as a process', () => {
    expect(statisticNotAsOutcome('Overtime costs rose 18% this year. What do you think is behind that?')).toBe(false);
    expect(
      statisticNotAsOutcome(
        "Walk me through the last time this happened: 'last quarter 9 shipments were delayed by document errors'.",
      ),
    ).toBe(true);
    expect(statisticNotAsOutcome('Repair requests have doubled. How are they logged?')).toBe(true);
    expect(statisticNotAsOutcome('اس سال شکایات 30 فیصد بڑھ گئی ہیں۔ آپ کے خیال میں اس کی وجہ کیا ہے؟')).toBe(false);
  });

  it('reads the opening of the asking sentence, after any context', () => {
    expect(askingOpening('Clinical records live in EMIS. What do you type into it by hand?')).toBe('what do you type');
  });

  it.each([
    ['What goes into a ERP by hand?', /a ERP/],
    ['Who keeps an paper diary?', /an paper/],
    ['What information goes into GSP form and comes out of it?', /no article/],
    ['Who prepares each letters, and from what?', /plural after "each"/],
  ])('finds the grammar slip in "%s"', (question, slip) => {
    expect(grammarSlips(question).join('; ')).toMatch(slip);
  });

  it.each([
    'How long does an MOT take, and who books it in?',
    'Who prepares the GSP form, from which information, and how long does it take each time?',
    'What does a unit of work look like in an hour of your day?',
    'How long does each teacher spend on report cards?',
    'How are appointment requests handled in your part of the work?',
  ])('lets well-formed English through: %s', (question) => {
    expect(grammarSlips(question)).toEqual([]);
  });

  it('counts typed questions and openings used over twice', () => {
    const questions = [
      'What do you use here?',
      'What do you use now?',
      'What do you use daily?',
      'How many hours a week?',
    ];
    const score = scoreVoice(questions, [
      { questionText: questions[0]!, questionType: 'multiple_choice', options: ['A', 'B'] },
      { questionText: questions[1]!, questionType: 'textarea' },
      { questionText: questions[2]!, questionType: 'textarea' },
      { questionText: questions[3]!, questionType: 'number', numberRange: { min: 0, unit: 'hours per week' } },
    ]);
    expect(score.overusedOpenings).toEqual(['what do you use (3)']);
    expect(score.typed).toBe(2);
  });
});

import { asksStatisticAsProcess, isLeading, keepsInterviewRules } from './interview-guard';

describe('the interview guard', () => {
  it.each([
    "Wouldn't AI help you answer these emails faster?",
    "Don't you think the rota takes too long?",
    'Surely re-typing orders is a waste of time?',
    'How much time would AI save your receptionists?',
    'Could AI help with the invoices?',
    'The fax is slow, right?',
    'کیا آپ متفق نہیں کہ یہ کام بہت سست ہے؟',
    'کیا یہ بہتر نہیں ہوگا کہ رپورٹس خود بخود بنیں؟',
  ])('refuses a leading question: %s', (question) => {
    expect(isLeading(question)).toBe(true);
    expect(keepsInterviewRules(question)).toBe(false);
  });

  it.each([
    'You mentioned emails: roughly how many a day, and what happens to each one?',
    'Walk me through a typical workflow from start to finish: who does what, in which tools, and where does it slow down?',
    'What would a good outcome look like if AI helped with reporting?',
    'آپ نے ای میل کا ذکر کیا: روزانہ تقریباً کتنے، اور ہر ایک کے ساتھ کیا ہوتا ہے؟',
  ])('lets an open question through: %s', (question) => {
    expect(keepsInterviewRules(question)).toBe(true);
  });

  it('refuses a statistic asked as a process, and lets it through as an outcome', () => {
    expect(
      asksStatisticAsProcess(
        "You mentioned 'complaints have risen 30% this year'. Can you walk me through how that happens today, step by step?",
      ),
    ).toBe(true);
    expect(
      asksStatisticAsProcess(
        'You mentioned that "complaints have risen 30% this year". What do you think is behind that?',
      ),
    ).toBe(false);
  });
});

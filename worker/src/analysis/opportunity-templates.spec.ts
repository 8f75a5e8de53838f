import { fillSubject } from './opportunity-templates';

describe('fillSubject', () => {
  it('puts the themes’ wording in place of {subject}, everywhere it appears', () => {
    expect(fillSubject('Read {subject} automatically; check {subject} daily', 'invoices')).toBe(
      'Read invoices automatically; check invoices daily',
    );
  });

  it('keeps the template’s "the" before a bare subject', () => {
    expect(fillSubject('AI reads the {subject} as they arrive', 'delivery notes')).toBe(
      'AI reads the delivery notes as they arrive',
    );
  });

  it('drops the template’s "the" when the subject brings its own determiner, keeping a capital', () => {
    expect(fillSubject('AI reads the {subject} as they arrive', 'the customs portal')).toBe(
      'AI reads the customs portal as they arrive',
    );
    expect(fillSubject('The {subject} is mapped first.', 'our shared drive')).toBe('Our shared drive is mapped first.');
  });
});

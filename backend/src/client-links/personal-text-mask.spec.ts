import { maskPersonalText } from './personal-text-mask';

describe('masking what names a person in a free-text answer', () => {
  it('masks e-mail addresses', () => {
    expect(maskPersonalText('Write to ayesha.khan@example.com.pk about it')).toBe('Write to [e-mail] about it');
    expect(maskPersonalText('my mail is x_y+1@mail.co')).toBe('my mail is [e-mail]');
  });

  it('masks Pakistani and international phone numbers', () => {
    for (const phone of [
      '+92 300 1234567',
      '0300-1234567',
      '03001234567',
      '0092 321 7654321',
      '042-35761234',
      '(042) 3576 1234',
      '+44 20 7946 0958',
      '+1 415 555 0100',
    ]) {
      expect(`${phone} => ${maskPersonalText(`Call ${phone} after five`)}`).toBe(`${phone} => Call [phone] after five`);
    }
  });

  it('leaves numbers that are not phones', () => {
    expect(maskPersonalText('We waited 45 days for 2 laptops in 2024')).toBe('We waited 45 days for 2 laptops in 2024');
  });

  it('masks names, keeping acronyms, dates and a lone word opening a sentence', () => {
    expect(maskPersonalText('Salary comes late every month. Bilal Hussain told me it will improve.')).toBe(
      'Salary comes late every month. [name] told me it will improve.',
    );
    expect(maskPersonalText('Ask Sara about the invoices on Monday.')).toBe('Ask [name] about the invoices on Monday.');
    expect(maskPersonalText('The HR team never replies, talk to Mr. Ahmed')).toBe(
      'The HR team never replies, talk to Mr. [name]',
    );
  });

  it('masks a lower-case or Urdu introduction', () => {
    expect(maskPersonalText('hi my name is ali raza and the canteen is dirty')).toBe(
      'hi my name is [name] and the canteen is dirty',
    );
    expect(maskPersonalText('میرا نام علی ہے اور کینٹین گندی ہے')).toBe('میرا نام [name] ہے اور کینٹین گندی ہے');
  });

  it('leaves an answer with nothing personal as it was', () => {
    const text = 'the parking is full by nine and the lifts are slow';
    expect(maskPersonalText(text)).toBe(text);
  });
});

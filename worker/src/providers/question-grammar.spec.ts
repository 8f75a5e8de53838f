import { asContext, definite, general, indefiniteArticle, nounForm } from './question-grammar';

describe('question grammar', () => {
  it.each([
    ['hour', 'an'],
    ['unit', 'a'],
    ['MOT', 'an'],
    ['SIMS report', 'a'],
    ['ERP', 'an'],
    ['invoice', 'an'],
    ['new matter', 'a'],
    ['18-page form', 'an'],
    ['European brand', 'a'],
  ])('says "%s" with "%s"', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });

  it('keeps a system’s name bare and gives a common noun its article and number', () => {
    expect(definite(nounForm('EMIS'))).toBe('EMIS');
    expect(definite(nounForm('Sage 200'))).toBe('Sage 200');
    expect(definite(nounForm('GSP form'))).toBe('the GSP form');
    expect(definite(nounForm('Planning Portal'))).toBe('the Planning Portal');
    expect(nounForm('referral letters').plural).toBe(true);
    expect(nounForm('GSP form').plural).toBe(false);
    expect(general(nounForm('appointment requests'))).toBe('appointment requests');
    expect(general(nounForm('new matter'))).toBe('a new matter');
    expect(general(nounForm('paperwork'))).toBe('paperwork');
  });

  it('states a sentence of the data back as context, the company’s "we" read as "you"', () => {
    expect(asContext('Orders arrive as PDF tech packs by email, and we re-type each one into our ERP', 'en')).toBe(
      'Orders arrive as PDF tech packs by email, and you re-type each one into your ERP.',
    );
    expect(asContext('ہم انہیں ہاتھ سے ایکسل میں لکھتے ہیں', 'ur')).toBe('آپ انہیں ہاتھ سے ایکسل میں لکھتے ہیں۔');
  });

  it('refuses a fragment that cannot stand alone', () => {
    expect(asContext('takes about an hour', 'en')).toBeNull();
  });
});

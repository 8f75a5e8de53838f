import { hasArabicScript, respondentTextLang } from './user-text';

describe('hasArabicScript', () => {
  it('finds Urdu letters, including the Urdu-only ones', () => {
    expect(hasArabicScript('ہم ہر ہفتے رپورٹ ہاتھ سے بناتے ہیں')).toBe(true);
    expect(hasArabicScript('ے')).toBe(true);
    expect(hasArabicScript('Report 12, ہفتہ')).toBe(true);
  });

  it('finds none in Latin text, Roman Urdu or digits', () => {
    expect(hasArabicScript('Weekly reports by hand')).toBe(false);
    expect(hasArabicScript('Hum har haftay report banatay hain')).toBe(false);
    expect(hasArabicScript('2025-10-14')).toBe(false);
    expect(hasArabicScript('\uFEFFBOM only')).toBe(false);
  });
});

describe('respondentTextLang', () => {
  it("is 'ur' for Urdu-script text in a response taken in Urdu", () => {
    expect(respondentTextLang('ہم ایکسل استعمال کرتے ہیں', 'ur')).toBe('ur');
  });

  it('leaves Roman Urdu and English in an Urdu response to the page language', () => {
    expect(respondentTextLang('Hum Excel use karte hain', 'ur')).toBeUndefined();
    expect(respondentTextLang('We use Excel', 'ur')).toBeUndefined();
  });

  it('never names a language for Arabic-script text from a response in another or no language', () => {
    expect(respondentTextLang('ہم ایکسل استعمال کرتے ہیں', 'en')).toBeUndefined();
    expect(respondentTextLang('ہم ایکسل استعمال کرتے ہیں', null)).toBeUndefined();
  });

  it('has nothing to label when there is no text', () => {
    expect(respondentTextLang(null, 'ur')).toBeUndefined();
  });
});

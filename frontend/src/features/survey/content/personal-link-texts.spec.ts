import { anonymityStatement, personalLinkTexts } from './personal-link-texts';

describe("a personal link's first screen", () => {
  it('says the answers are anonymous, in English and Urdu', () => {
    expect(anonymityStatement('en', 'anonymous', null).title).toBe('Your answers are anonymous');
    expect(anonymityStatement('en', 'anonymous', null).body).toMatch(/never which answers are yours/);
    expect(anonymityStatement('ur', 'anonymous', null).title).toBe('آپ کے جوابات گمنام ہیں');
  });

  it('names the person when the answers are identified', () => {
    expect(anonymityStatement('en', 'identified', 'Sana Mir').body).toBe(
      'This survey is not anonymous: your answers are recorded with your name (Sana Mir) and the consultants can see them.',
    );
    expect(anonymityStatement('ur', 'identified', 'ثنا میر').body).toContain('(ثنا میر)');
    expect(anonymityStatement('en', 'identified', null).body).toContain('with your name and');
  });

  it('offers the other language in that language', () => {
    expect(personalLinkTexts('en').language).toBe('اردو میں دیکھیں');
    expect(personalLinkTexts('ur').language).toBe('View in English');
  });
});

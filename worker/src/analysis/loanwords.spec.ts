import { MIN_SOUND_KEY, englishSoundKey, urduSoundKey } from './loanwords';

describe('loanwords: an English word written in Urdu script has the sound key of the English word', () => {
  it.each([
    ['کمپیوٹر', 'computer'],
    ['رجسٹر', 'register'],
    ['ٹکٹ', 'ticket'],
    ['ان باکس', 'inbox'],
    ['بیلنس', 'balance'],
    ['واٹس ایپ', 'whatsapp'],
    ['رجسٹریشن', 'registration'],
    ['چلر', 'chiller'],
  ])('%s and %s', (urdu, english) => {
    expect(urduSoundKey(urdu)).toBe(englishSoundKey(english));
    expect(urduSoundKey(urdu).length).toBeGreaterThanOrEqual(MIN_SOUND_KEY);
  });

  it('keeps different words apart', () => {
    expect(urduSoundKey('کتاب')).not.toBe(englishSoundKey('ticket'));
    expect(englishSoundKey('register')).not.toBe(englishSoundKey('report'));
  });
});

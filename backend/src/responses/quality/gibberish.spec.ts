import { readGibberish, wordKind } from './gibberish';
import { keyboardRun, repeatedUnit } from './keyboard';

const gibberish = (text: string) => readGibberish(text).gibberish;

describe('gibberish', () => {
  it.each([
    'No',
    'Excel',
    'SAP',
    '2 hours',
    'EMIS',
    'Xero',
    'USB',
    'Docman',
    'ok',
    'Nahi',
    'Haan',
    'Khata',
    'theek',
    'kya',
    'نہیں',
    'ایکسل',
    'کاغذ پر',
    'رجسٹر',
    'ٹھیک',
    'جی ہاں',
    '2 گھنٹے',
    '30',
    'n/a',
    '-',
  ])('never calls the short honest answer "%s" gibberish', (text) => {
    expect(gibberish(text)).toBe(false);
  });

  it.each([
    'Paperwork and phone calls mostly, plus cover at the desk.',
    'Stock ki ginti, har mahine poori dukaan band karke karni parti hai.',
    'Udhaar walon se paisay wapas lena, ye sab se mushkil kaam hai.',
    'Bohat zyada time lagta hai, mujhe nahi pata kyun.',
    'روزانہ کی پیداوار کا ریکارڈ رجسٹر میں لکھنا اور پھر شام کو منیجر کو بتانا۔',
    'Result cards banana, har term mein teen din lagte hain.',
    'Excel sheet میں نمبر لگانا',
    'pdf',
    'csv',
    'thx',
    'Mgmt approvals',
    'Easypaisa',
    'Payments through easypaisa and jazzcash.',
    'We use Xero, Dext and a shared Gmail inbox for receipts.',
  ])('reads English, Roman Urdu, Urdu and mixed sentences as words: %s', (text) => {
    expect(gibberish(text)).toBe(false);
  });

  it.each([
    'asdf',
    'asdfasdf jkl',
    'hfgd xkq',
    'qwerty',
    'xkq zvbt pwmn',
    'jjjjjjjjjj',
    'kdkdkdkd',
    'poiu lkjh',
    'zxzxzxzx',
    'fdsa rewq vcxz',
    '123123123',
    'lkjlkj hjkhjk',
  ])('calls English mashing and random letters gibberish: %s', (text) => {
    expect(gibberish(text)).toBe(true);
  });

  it.each(['اسدف اسدف', 'سدفگ سدفگ', 'ظضذژ ثصث ڑںڑ', 'ققققققق', 'ہہہہہہہ', 'کجکجکج', 'ضصثق فغعہ خحجچ'])(
    'calls Urdu mashing (the phonetic keyboard) and random Urdu letters gibberish: %s',
    (text) => {
      expect(gibberish(text)).toBe(true);
    },
  );

  it('lets one odd word pass in an otherwise worded answer, but not half the letters mashed', () => {
    expect(gibberish('We log it in Qzxlt and then email the team.')).toBe(false);
    expect(gibberish('good sdfsdfsdf kjhkjh')).toBe(true);
  });

  it('gives a lone word of up to four letters the benefit of the doubt, unless it is a keyboard run', () => {
    // "pdf" and "hfgd" score alike: alone, an abbreviation cannot be told from four mashed keys.
    expect(gibberish('pdf')).toBe(false);
    expect(gibberish('hfgd')).toBe(false);
    expect(gibberish('sdf')).toBe(true);
    expect(gibberish('pdf hfgd zzxq')).toBe(true);
  });

  it('does not judge what it cannot: two letters, digits, capitals up to five letters', () => {
    expect(wordKind('xx')).toBe('unjudged');
    expect(wordKind('2026')).toBe('unjudged');
    expect(wordKind('HMRC')).toBe('unjudged');
  });
});

describe('keyboard runs and repeated units', () => {
  it('finds runs along one row in one direction, on QWERTY and on the Urdu phonetic layout', () => {
    expect(keyboardRun('asdf')).toBe(4);
    expect(keyboardRun('lkjh')).toBe(4);
    expect(keyboardRun('اسدف')).toBe(4);
    expect(keyboardRun('were')).toBe(0);
    expect(keyboardRun('tree')).toBe(0);
    expect(keyboardRun('sad')).toBe(0);
  });

  it('finds a unit typed over and over, not a word that repeats a syllable once', () => {
    expect(repeatedUnit('jjjj')).toBe(true);
    expect(repeatedUnit('kdkdkd')).toBe(true);
    expect(repeatedUnit('sdfsdfsdf')).toBe(true);
    expect(repeatedUnit('murmur')).toBe(false);
    expect(repeatedUnit('papa')).toBe(false);
    expect(repeatedUnit('aaa')).toBe(false);
  });
});

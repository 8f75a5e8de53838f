import { clauseAround, readSpecifics } from './company-specifics';
import { isOfflineFollowUp } from '../providers/offline-follow-up';
import { offlineQuestions } from '../providers/offline-questions';
import { EVALUATION_PROFILES } from '../providers/evaluation/profiles';

const of = (text: string) => readSpecifics(text).map((s) => [s.kind, s.text]);

describe('readSpecifics', () => {
  it('reads tools no table knows, documents, channels, rates and outcomes in the words of the text', () => {
    const found = of(
      'Riverside Practice is a GP surgery. Clinical records live in EMIS, and doctors dictate referral letters into Lexacom. ' +
        'Discharge summaries arrive by fax. Reception takes about 140 calls a day. Complaints have risen 30% this year.',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        ['tool', 'EMIS'],
        ['tool', 'Lexacom'],
        ['document', 'referral letters'],
        ['channel', 'fax'],
        ['volume', '140 calls a day'],
        ['outcome', 'Complaints have risen 30% this year'],
      ]),
    );
    // Neither the company's name nor "GP" is a tool; the statistic is not a volume.
    expect(found.filter(([kind]) => kind === 'tool').map(([, t]) => t)).toEqual(['EMIS', 'Lexacom']);
    expect(found).not.toContainEqual(['volume', '30%']);
  });

  it('reads Urdu data in Urdu words', () => {
    const found = of(
      'ہر روز تقریباً 50 آرڈرز آتے ہیں۔ حاضری کاغذی رجسٹر میں لی جاتی ہے اور ای میل پر رپورٹ بھیجی جاتی ہے۔',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        ['volume', '50 آرڈرز'],
        ['channel', 'ای میل'],
      ]),
    );
    expect(found.some(([, t]) => t!.includes('رجسٹر'))).toBe(true);
  });

  it('quotes a clause, or its whole sentence when the clause says too little', () => {
    const text = 'Certificates are written in Word for every batch we ship, around 25 a week.';
    const sentence = { text, start: 0, end: text.length };
    expect(clauseAround(text, sentence, text.indexOf('25')).text).toBe(
      'Certificates are written in Word for every batch we ship, around 25 a week',
    );
    const long = 'We re-type every order by hand, which takes ages.';
    expect(clauseAround(long, { text: long, start: 0, end: long.length }, long.indexOf('re-type')).text).toBe(
      'We re-type every order by hand',
    );
  });
});

describe('offline questions and follow-ups stay apart', () => {
  it('never mistakes a generated question for one of its own follow-ups', () => {
    for (const profile of EVALUATION_PROFILES) {
      for (const question of offlineQuestions({ prompt: 'Ask 20 questions', companyData: profile.text })) {
        expect(isOfflineFollowUp(question)).toBe(false);
      }
    }
  });
});

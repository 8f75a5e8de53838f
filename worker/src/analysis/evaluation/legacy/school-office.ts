import type { LegacyFixture } from '../fixture';

/** A primary school office: absence calls, trip consent slips, dinner money, cover for absent teachers. */
export const SCHOOL_OFFICE: LegacyFixture = {
  id: 'school-office',
  field: 'education (school office)',
  companyData: 'A primary school of 420 pupils with an office team of four and 30 teaching staff.',
  planted: [
    { id: 'absence', size: 10, lexiconFree: false, about: 'chasing unexplained pupil absence' },
    { id: 'consent', size: 8, lexiconFree: true, about: 'trip consent slips' },
    { id: 'dinner-money', size: 6, lexiconFree: true, about: 'dinner money balances' },
    { id: 'cover', size: 5, lexiconFree: false, about: 'arranging cover for absent teachers' },
  ],
  responses: [
    {
      theme: 'absence',
      language: 'en',
      text: 'First thing every day I ring parents of children who are absent without a reason.',
    },
    {
      theme: 'consent',
      language: 'en',
      text: 'Trip consent slips. Half the class never bring them back and we chase them for a week.',
    },
    {
      theme: 'dinner-money',
      language: 'en',
      text: 'Dinner money. Parents top up late and I have to send reminders about negative balances.',
    },
    { theme: null, language: 'en', text: 'The photocopier jams a lot but it is fine once you know the trick.' },
    {
      theme: 'absence',
      language: 'en',
      text: 'Chasing absences. By 9:30 I have a list of 20 pupils missing and no message from home.',
    },
    { theme: 'cover', language: 'en', text: 'Finding supply cover when a teacher phones in sick at 7am.' },
    {
      theme: 'consent',
      language: 'en',
      text: 'Collecting permission slips for school trips and matching them to the payments.',
    },
    { theme: 'absence', language: 'ur', text: 'غیر حاضر بچوں کے والدین کو فون کرنا کہ بچہ آج کیوں نہیں آیا۔' },
    {
      theme: 'dinner-money',
      language: 'en',
      text: 'Sorting out lunch accounts, who owes dinner money and who has free meals.',
    },
    { theme: null, language: 'en', text: 'I love working with the kids.' },
    {
      theme: 'absence',
      language: 'en',
      text: 'Unexplained absence calls, then recording the reason codes in the register.',
    },
    {
      theme: 'consent',
      language: 'en',
      text: 'Consent forms for trips and clubs, paper ones, loads go missing in book bags.',
    },
    { theme: 'cover', language: 'en', text: 'Arranging cover for absent teachers, ringing round the supply agency.' },
    {
      theme: 'absence',
      language: 'en',
      text: 'Phoning home for every child who is absent, its about an hour each morning.',
    },
    {
      theme: 'dinner-money',
      language: 'ur',
      text: 'کھانے کے پیسوں کا حساب، کس بچے کا بیلنس منفی ہے اور کس نے ادا کیا۔ || dinner money',
    },
    { theme: null, language: 'ur', text: 'اسکول کا ماحول بہت اچھا ہے۔' },
    {
      theme: 'consent',
      language: 'en',
      text: 'chasing trip consent, we cant take a child out without the signed slip',
    },
    { theme: 'absence', language: 'en', text: 'Absence follow-up. Parents dont answer so I ring again at lunchtime.' },
    {
      theme: 'cover',
      language: 'en',
      text: 'Cover. When two teachers are off I spend the morning sorting cover lessons.',
    },
    {
      theme: 'consent',
      language: 'ur',
      text: 'ٹرپ کی اجازت کی پرچیاں جمع کرنا، آدھے بچے واپس نہیں لاتے۔ || consent slips',
    },
    {
      theme: 'dinner-money',
      language: 'en',
      text: 'Dinner money debts, writing letters home about unpaid school meals.',
    },
    {
      theme: 'absence',
      language: 'en',
      text: 'Ringing round for absent pupils and logging it for the attendance officer.',
    },
    { theme: null, language: 'en', text: 'Parking at drop off is chaos but that is not really my job.' },
    {
      theme: 'consent',
      language: 'en',
      text: 'Permission slips and trip money for year 6 residential, two months of chasing.',
    },
    {
      theme: 'absence',
      language: 'ur',
      text: 'بچوں کی غیر حاضری کی وجہ معلوم کرنے کے لیے گھر فون کرنا روز کا کام ہے۔',
    },
    {
      theme: 'cover',
      language: 'en',
      text: 'Sorting supply cover and telling the classes which adult they will have.',
    },
    {
      theme: 'dinner-money',
      language: 'en',
      text: 'Reconciling the dinner money account at the end of each week, it never matches.',
    },
    {
      theme: 'consent',
      language: 'en',
      text: 'Keeping track of which children have returned their trip consent slip.',
    },
    {
      theme: 'absence',
      language: 'en',
      text: 'First day calling for absences, sometimes a child is absent three days and nobody told us.',
    },
    { theme: null, language: 'en', text: 'Nothing, really. It is busy but ok.' },
    { theme: 'consent', language: 'en', text: 'consent slips for swimming and trips, we print them again and again' },
    {
      theme: 'absence',
      language: 'en',
      text: 'Calling parents when a pupil is absent and there is no message on the answerphone.',
    },
    { theme: 'cover', language: 'ur', text: 'غیر حاضر استاد کی جگہ cover کا انتظام کرنا، supply ایجنسی کو فون کرنا۔' },
    {
      theme: 'dinner-money',
      language: 'en',
      text: 'Topping up dinner money for families who paid cash at the office.',
    },
    { theme: null, language: 'en', text: 'The heating in the office is too high.' },
  ],
};

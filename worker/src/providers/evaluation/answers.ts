/**
 * Answers to survey questions, English and Urdu, with what a follow-up a human interviewer would accept
 * must do: name these words of the answer, not bring up these topics the respondent did not raise, be a
 * question in the answer's language. `expectFollowUp: false` marks answers specific enough to move on.
 */
export type EvaluationAnswer = {
  id: string;
  language: 'en' | 'ur';
  question: string;
  answer: string;
  /** A vague or short answer: the follow-up must name something the respondent said. */
  vague?: boolean;
  expectFollowUp?: boolean;
  mustMention: string[];
  mustNotMention: string[];
};

const Q_TASKS = "Which tasks take up most of your team's week, and which of them feel repetitive or low-value?";
const Q_FLOW =
  'Walk me through a typical workflow from start to finish: who does what, in which tools, and where does it slow down?';
const Q_UR = 'آپ کی ٹیم کا زیادہ تر وقت کن کاموں میں صرف ہوتا ہے، اور ان میں سے کون سے کام بار بار دہرائے جاتے ہیں؟';
const NO_AI = ['AI', 'automat', 'chatbot'];
const en = (id: string, answer: string, mustMention: string[], mustNotMention: string[] = []): EvaluationAnswer => ({
  id,
  language: 'en',
  question: Q_TASKS,
  answer,
  vague: true,
  mustMention,
  mustNotMention: [...NO_AI, ...mustNotMention],
});
const ur = (id: string, answer: string, mustMention: string[], mustNotMention: string[] = []): EvaluationAnswer => ({
  id,
  language: 'ur',
  question: Q_UR,
  answer,
  vague: true,
  mustMention,
  mustNotMention: [...NO_AI, ...mustNotMention],
});

export const EVALUATION_ANSWERS: EvaluationAnswer[] = [
  en('emails', 'Emails.', ['emails'], ['Excel', 'invoice']),
  en('phone-calls', 'Phone calls mostly', ['phone calls'], ['email']),
  en('whatsapp', 'WhatsApp messages from customers.', ['WhatsApp'], ['email', 'Excel']),
  en('excel', 'Excel, all day.', ['Excel'], ['WhatsApp', 'invoice']),
  en('emis', 'Updating EMIS.', ['EMIS'], ['Excel']),
  en('as400', 'Typing into the AS/400', ['AS/400'], ['email']),
  en('invoices', 'Invoices.', ['invoices'], ['Excel', 'email']),
  en('timesheets', 'The timesheets', ['timesheets'], ['Excel', 'payroll']),
  en('fax', 'Faxes from the hospital.', ['faxes'], ['email']),
  en('reports', 'Monthly reports.', ['reports'], ['Excel']),
  en('rota', 'Doing the rota', ['rota'], ['Excel', 'email']),
  en('retyping', 'Retyping things, it is tedious', ['retyping'], ['Excel', 'invoice']),
  en('paperwork', 'Just paperwork', ['paperwork'], ['Excel', 'invoice']),
  en('calls-volume', '200 calls a day', ['200 calls a day'], ['email']),
  en('chasing', 'Chasing people for approvals', ['approvals'], ['Excel', 'invoice']),
  en('admin', 'Admin stuff', ['admin'], ['Excel', 'invoice', 'email']),
  en('site-visits', 'Site visits and photos', ['site visits'], ['Excel', 'email']),
  en('slack', 'Answering Slack', ['Slack'], ['email']),
  ur('ur-email', 'ای میل', ['ای میل'], ['ایکسل']),
  ur('ur-whatsapp', 'واٹس ایپ پر پیغامات', ['واٹس ایپ'], ['ای میل']),
  ur('ur-excel', 'ایکسل میں انٹری', ['ایکسل'], ['واٹس ایپ']),
  ur('ur-register', 'رجسٹر میں حاضری لکھنا', ['رجسٹر'], ['ایکسل']),
  ur('ur-invoices', 'بل بنانا', ['بل'], ['ایکسل', 'ای میل']),
  ur('ur-phone', 'فون کالز', ['فون'], ['ای میل']),
  ur('ur-reports', 'رپورٹس', ['رپورٹس'], ['ایکسل']),
  ur('ur-sage', 'Sage میں انٹری', ['Sage'], ['ایکسل']),
  {
    id: 'unsure-en',
    language: 'en',
    question: Q_FLOW,
    answer: "I don't know",
    mustMention: [],
    mustNotMention: [...NO_AI, 'Excel', 'email', 'invoice'],
  },
  {
    id: 'unsure-ur',
    language: 'ur',
    question: Q_UR,
    answer: 'پتہ نہیں',
    mustMention: [],
    mustNotMention: [...NO_AI, 'ایکسل'],
  },
  {
    id: 'rich-en',
    language: 'en',
    question: Q_TASKS,
    answer:
      'Mostly reconciling supplier invoices in Xero, about six hours every week, because the bank export never matches our purchase orders.',
    expectFollowUp: false,
    mustMention: [],
    mustNotMention: [],
  },
  {
    id: 'rich-en-2',
    language: 'en',
    question: Q_FLOW,
    answer:
      'A referral letter is dictated by the GP, typed by a secretary the next morning, checked, then sent through the e-referral portal; each takes about 15 minutes.',
    expectFollowUp: false,
    mustMention: [],
    mustNotMention: [],
  },
  {
    id: 'rich-ur',
    language: 'ur',
    question: Q_UR,
    answer:
      'ہر ہفتے تقریباً چھ گھنٹے ایکسل میں انوائسز کا ملان کرنے میں لگتے ہیں کیونکہ بینک کی فائل آرڈرز سے میل نہیں کھاتی۔',
    expectFollowUp: false,
    mustMention: [],
    mustNotMention: [],
  },
];

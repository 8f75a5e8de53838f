import type { AnalyseResponsesPayload, AnalysedResponse } from '@seedline/shared';

/**
 * A discovery survey of 48 responses with four planted pain themes of known size, in English and Urdu,
 * worded differently each time (synonyms, typos, follow-ups), among off-topic and reassuring answers:
 *   invoices re-typed by hand                  12 responses (4 in Urdu)
 *   chasing approvals over email               10 responses (3 in Urdu)
 *   searching for documents in shared drives    9 responses (3 in Urdu)
 *   scheduling / rotas in spreadsheets          7 responses (2 in Urdu)
 * and 10 that raise none of them (one says invoices are fine now, which must not count).
 */
export type PlantedTheme = 'invoices' | 'approvals' | 'search' | 'rota';

export const PLANTED_SIZES: Record<PlantedTheme, number> = { invoices: 12, approvals: 10, search: 9, rota: 7 };

export const PLANTED_QUESTIONS = [
  { id: 'q-week', text: 'Which tasks take up most of your week?' },
  { id: 'q-tools', text: 'Which tools or systems do you use for them?' },
  { id: 'q-wish', text: 'If one task could be automated tomorrow, which would it be?' },
];

type Planted = {
  theme: PlantedTheme | null;
  language: 'en' | 'ur';
  answers: [string, string, string];
  followUp?: { questionId: string; question: string; answer: string };
};

const RESPONSES: Planted[] = [
  {
    theme: 'invoices',
    language: 'en',
    answers: [
      'Most of my Monday goes on supplier invoices. They arrive as PDFs and I re-type every line into Sage by hand.',
      'Sage, Outlook and a lot of copy and paste.',
      'Reading the invoices automatically would be amazing.',
    ],
  },
  {
    theme: 'approvals',
    language: 'en',
    answers: [
      'Chasing managers for approvals. I send the request by email and then have to follow up two or three times.',
      'Outlook',
      'A proper approval workflow with reminders.',
    ],
  },
  {
    theme: 'search',
    language: 'en',
    answers: [
      'Looking for the latest version of a document on the shared drive. There are five copies of everything.',
      'Shared drive, SharePoint',
      'Search that actually works.',
    ],
  },
  {
    theme: null,
    language: 'en',
    answers: ['Honestly not much, I am happy with how things run.', 'N/A', 'Nothing comes to mind.'],
  },
  {
    theme: 'rota',
    language: 'en',
    answers: [
      'Building the weekly rota in Excel. Every time someone swaps a shift I redo half of it.',
      'Excel and WhatsApp',
      'The rota!',
    ],
  },
  {
    theme: 'invoices',
    language: 'en',
    answers: [
      'Data entry. We get around 60 invoices a day and each one takes about 5 minutes to key in.',
      'Xero',
      'Invoice entry, no question.',
    ],
  },
  {
    theme: 'invoices',
    language: 'ur',
    answers: [
      'سپلائرز کے انوائس ہاتھ سے سسٹم میں ٹائپ کرنے میں روزانہ دو گھنٹے لگ جاتے ہیں۔',
      'Sage اور ای میل',
      'انوائس خود بخود سسٹم میں آ جائیں۔',
    ],
  },
  {
    theme: 'approvals',
    language: 'en',
    answers: [
      "Purchase requests sit in someone's inbox for days waiting for sign-off.",
      'Email, mostly.',
      'Automatic reminders so things get signed.',
    ],
  },
  {
    theme: null,
    language: 'en',
    answers: ['The coffee machine on the second floor is always broken.', 'none', 'Coffee orders, haha.'],
  },
  {
    theme: 'search',
    language: 'en',
    answers: [
      "Finding old contracts. They're buried somewhere in folders and I waste maybe 30 minutes every day hunting for them.",
      'Windows folders',
      'Anything that finds files for me.',
    ],
  },
  {
    theme: 'invoices',
    language: 'en',
    answers: [
      'Typing bills from suppliers into our accounts system, roughly 2 hours a day.',
      'QuickBooks',
      'The bills, definitely.',
    ],
  },
  {
    theme: 'approvals',
    language: 'ur',
    answers: [
      'منظوری کے لیے ای میل بھیجتے ہیں اور پھر بار بار یاد دہانی کرانی پڑتی ہے۔',
      'آؤٹ لک',
      'یاد دہانی خودکار ہو جائے۔',
    ],
  },
  {
    theme: 'rota',
    language: 'en',
    answers: [
      'Scheduling cleaners across 14 sites in a spreadsheet, it takes me a full day each week.',
      'A big spreadsheet and my phone.',
      'Scheduling.',
    ],
  },
  {
    theme: null,
    language: 'en',
    answers: ['Meetings. Too many meetings.', 'Zoom', 'Fewer meetings would be nice.'],
  },
  {
    theme: 'invoices',
    language: 'en',
    answers: [
      'I spend half my day retyping invoces from email attachments into Excel.',
      'Excel, Gmail',
      'Anything with data entry.',
    ],
  },
  {
    theme: 'search',
    language: 'en',
    answers: ['I can never find the right template; our S: drive is a mess.', 'Windows Explorer', 'Easier searching.'],
  },
  {
    theme: 'approvals',
    language: 'en',
    answers: [
      'Getting holiday requests approved: I email my line manager, then HR, then chase both.',
      'Email and a paper form',
      'Holiday approvals in one place.',
    ],
  },
  {
    theme: 'invoices',
    language: 'en',
    answers: [
      'Matching purchase invoices to delivery notes and entering them manually. Errors creep in every week.',
      'Sage 50, paper files',
      'The matching.',
    ],
  },
  {
    theme: null,
    language: 'ur',
    answers: ['کینٹین کا کھانا بہتر ہونا چاہیے۔', 'کوئی نہیں', 'پتا نہیں'],
  },
  {
    theme: 'invoices',
    language: 'ur',
    answers: [
      'ہر مہینے تقریباً ۳۰۰ بل آتے ہیں اور ہم ان کی ساری تفصیل دوبارہ ٹائپ کرتے ہیں۔',
      'ایکسل',
      'بلوں کا اندراج',
    ],
  },
  {
    theme: 'search',
    language: 'en',
    answers: ['Serching through SharePoint for policies takes forever.', 'SharePoint', 'Better search.'],
  },
  {
    theme: 'approvals',
    language: 'en',
    answers: [
      "Waiting on aprovals for expenses. Nobody knows who has signed what, it's all in email threads.",
      'Outlook and a spreadsheet',
      'Expenses.',
    ],
  },
  {
    theme: 'rota',
    language: 'en',
    answers: [
      'Staff rosters. Keeping the spreadsheet up to date when people call in sick is a nightmare.',
      'Google Sheets',
      'Rosters.',
    ],
  },
  {
    theme: null,
    language: 'en',
    answers: [
      'Our invoices are fine now since we moved to Xero, no complaints there.',
      'Xero',
      'Not sure, maybe reporting.',
    ],
  },
  {
    theme: 'invoices',
    language: 'en',
    answers: [
      'Accounts payable: every invoice is printed, stamped and then typed into the ledger by hand.',
      'An old AS/400 system for the ledger.',
      'Getting invoices into the ledger without typing.',
    ],
  },
  {
    theme: 'approvals',
    language: 'en',
    answers: [
      'I spend a lot of time nudging directors to authorise payments over e-mail.',
      'Gmail',
      'Payments going out without me nagging.',
    ],
  },
  {
    theme: 'search',
    language: 'en',
    answers: [
      'Hunting through Google Drive for client files before every meeting, about an hour a day.',
      'Google Drive',
      'A search that knows our clients.',
    ],
  },
  {
    theme: 'invoices',
    language: 'ur',
    answers: [
      'انوائسز کا ڈیٹا ایکسل میں ہاتھ سے ڈالنا پڑتا ہے، اکثر غلطیاں ہو جاتی ہیں۔',
      'ایکسل اور واٹس ایپ',
      'غلطیوں سے بچنا',
    ],
  },
  {
    theme: null,
    language: 'en',
    answers: ['Training new starters on our procedures.', 'Word documents', 'An onboarding guide.'],
  },
  {
    theme: 'rota',
    language: 'en',
    answers: [
      'The shedule for drivers is done on a Google Sheet and changes constantly.',
      'Google Sheets, WhatsApp',
      'Driver planning.',
    ],
  },
  {
    theme: 'approvals',
    language: 'en',
    answers: [
      'Every contract needs three signatures and we pass it around by email; it can take two weeks to get it signed off.',
      'Email, DocuSign sometimes',
      'Contract sign-off.',
    ],
  },
  {
    theme: 'search',
    language: 'en',
    answers: [
      'Digging through old emails and folders to find the drawings the site team needs.',
      'Outlook, the shared drive',
      'Finding drawings.',
    ],
  },
  {
    theme: 'invoices',
    language: 'en',
    answers: ['Invoices.', 'Excel', 'Invoices, honestly.'],
    followUp: {
      questionId: 'q-week',
      question: 'What happens with the invoices, step by step?',
      answer:
        'We copy the totals from each invoice into a spreadsheet for the finance team, it takes me about 3 hours every Friday.',
    },
  },
  {
    theme: null,
    language: 'en',
    answers: ['Parking at the office is a nightmare.', '', ''],
  },
  {
    theme: 'approvals',
    language: 'en',
    answers: [
      'The sign off process for new suppliers. Emails back and forth for weeks.',
      'Email',
      'Supplier sign off.',
    ],
  },
  {
    theme: 'rota',
    language: 'en',
    answers: [
      'Planning shift cover for the weekend takes about 3 hours every Thursday.',
      'Paper diary and Excel',
      'Shift planning.',
    ],
  },
  {
    theme: 'search',
    language: 'ur',
    answers: ['شیئرڈ ڈرائیو میں فائلیں ڈھونڈنے میں بہت وقت ضائع ہوتا ہے۔', 'شیئرڈ ڈرائیو', 'فائلیں جلدی مل جائیں۔'],
  },
  {
    theme: null,
    language: 'ur',
    answers: ['سب ٹھیک چل رہا ہے، کوئی خاص مسئلہ نہیں۔', 'واٹس ایپ', 'کچھ نہیں'],
  },
  {
    theme: 'approvals',
    language: 'ur',
    answers: [
      'خریداری کی منظوری میں ایک ہفتہ لگ جاتا ہے کیونکہ مینیجر ای میل کا جواب نہیں دیتے۔',
      'ای میل',
      'منظوری جلدی ہو۔',
    ],
  },
  {
    theme: 'invoices',
    language: 'en',
    answers: [
      'When customers send us invoice copies we have to enter the numbers again because our two systems do not talk to each other.',
      'Two systems that do not talk',
      'Stop the double entry.',
    ],
  },
  {
    theme: 'search',
    language: 'ur',
    answers: ['پرانی رپورٹیں تلاش کرنا مشکل ہے، فولڈروں کا کوئی نظام نہیں۔', 'فولڈر', 'پتا نہیں'],
  },
  {
    theme: null,
    language: 'en',
    answers: [
      'Answering the same customer questions on the phone all day.',
      'Phone, WhatsApp',
      'A chatbot for the FAQs.',
    ],
  },
  {
    theme: 'rota',
    language: 'ur',
    answers: ['ہم ڈیوٹی روسٹر ایکسل شیٹ میں بناتے ہیں، ہر ہفتے تین گھنٹے لگتے ہیں۔', 'ایکسل', 'روسٹر'],
  },
  {
    theme: 'invoices',
    language: 'ur',
    answers: ['مجھے ہر جمعہ کو آدھا دن انوائس کی انٹری میں لگتا ہے۔', 'QuickBooks', 'یہی انٹری والا کام'],
  },
  {
    theme: 'approvals',
    language: 'ur',
    answers: [
      'ہر چھوٹی چیز پر دستخط چاہییں، ای میلوں میں پتہ ہی نہیں چلتا کہ کس نے منظور کیا۔',
      'ای میل',
      'ایک جگہ سب کچھ',
    ],
  },
  {
    theme: 'search',
    language: 'ur',
    answers: ['کسٹمر کی فائل ڈھونڈنے میں روزانہ آدھا گھنٹہ لگ جاتا ہے۔', 'کمپیوٹر', 'فائلیں جلدی ملیں'],
  },
  {
    theme: null,
    language: 'ur',
    answers: ['گاہکوں کی کالز کا جواب دینا، روزانہ تقریباً ۸۰ کالز آتی ہیں۔', 'فون', 'کالز کم ہوں'],
  },
  {
    theme: 'rota',
    language: 'ur',
    answers: ['شفٹوں کا شیڈول بار بار بدلتا ہے اور سب کو واٹس ایپ پر بتانا پڑتا ہے۔', 'واٹس ایپ', 'شیڈول'],
  },
];

function toResponse(p: Planted, i: number): AnalysedResponse {
  const n = i + 1;
  const started = Date.UTC(2025, 2, 3, 9, 0, 0) + i * 3_600_000;
  return {
    id: `resp-${String(n).padStart(3, '0')}`,
    n,
    language: p.language,
    startedAt: new Date(started).toISOString(),
    completedAt: new Date(started + 11 * 60_000).toISOString(),
    answers: PLANTED_QUESTIONS.map((q, k) => ({ questionId: q.id, text: p.answers[k]! })),
    followUps: p.followUp ? [p.followUp] : [],
  };
}

export const PLANTED_SURVEY: AnalyseResponsesPayload = {
  surveyId: 'survey-planted',
  questions: PLANTED_QUESTIONS,
  responses: RESPONSES.map(toResponse),
  companyData:
    'We are a facilities management company with about 120 staff: cleaners, drivers and an office team that handles suppliers, invoicing and scheduling.',
};

/** The response ids that raise each planted theme. */
export const PLANTED_MEMBERS: Record<PlantedTheme, string[]> = {
  invoices: [],
  approvals: [],
  search: [],
  rota: [],
};
RESPONSES.forEach((p, i) => {
  if (p.theme) PLANTED_MEMBERS[p.theme].push(toResponse(p, i).id);
});

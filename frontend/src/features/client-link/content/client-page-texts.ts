// The client page's fixed words, in English and Urdu (the page switches; Urdu reads right to left).
// The reasons a group is hidden come from the API in both languages (client-links/anonymity.ts).

export type ClientLanguage = 'en' | 'ur';

export type ClientPageTexts = {
  otherLanguage: string;
  preparedBy: string;
  preparedFor: string;
  loading: string;
  summary: string;
  responses: string;
  answered: (n: number) => string;
  average: string;
  nps: string;
  segments: string;
  people: (n: number) => string;
  freeText: string;
  freeTextNote: string;
  report: string;
  themes: string;
  raisedBy: (n: number) => string;
  opportunities: string;
  hoursSaved: (h: number) => string;
  proposal: string;
  noReport: string;
  noProposal: string;
  anonymityNote: (min: number) => string;
  passcodeTitle: string;
  passcodeLead: string;
  passcodeLabel: string;
  passcodeButton: string;
  wrongPasscode: string;
  tooMany: string;
  revoked: string;
  expired: string;
  closedLead: string;
  notFound: string;
  notFoundLead: string;
  failed: string;
  retry: string;
  print: string;
  coverage: string;
  coverageNote: (min: number) => string;
  team: string;
  headcount: string;
  invited: string;
  started: string;
  completed: string;
  combinedTeams: (n: number) => string;
  noTeam: string;
  allTeams: string;
  withheld: string;
};

export const CLIENT_PAGE_TEXTS: Record<ClientLanguage, ClientPageTexts> = {
  en: {
    otherLanguage: 'اردو',
    preparedBy: 'Prepared by',
    preparedFor: 'for',
    loading: 'Loading the results…',
    summary: 'Summary',
    responses: 'Responses',
    answered: (n) => `${n} answered`,
    average: 'Average',
    nps: 'NPS',
    segments: 'By group',
    people: (n) => `${n} people`,
    freeText: 'In their own words',
    freeTextNote: 'Names, e-mail addresses and phone numbers are masked.',
    report: 'Findings',
    themes: 'Themes',
    raisedBy: (n) => `Raised by ${n} people`,
    opportunities: 'Opportunities',
    hoursSaved: (h) => `About ${h} hours a week`,
    proposal: 'Proposal',
    noReport: 'The findings are not ready yet.',
    noProposal: 'No proposal has been shared yet.',
    anonymityNote: (min) => `To protect the people who answered, no result from fewer than ${min} people is shown.`,
    passcodeTitle: 'This link needs a passcode',
    passcodeLead: 'Enter the passcode your consultant gave you.',
    passcodeLabel: 'Passcode',
    passcodeButton: 'Open',
    wrongPasscode: 'That passcode is not right. Try again.',
    tooMany: 'Too many attempts. Try again later.',
    revoked: 'This link has been revoked.',
    expired: 'This link has expired.',
    closedLead: 'Ask your consultant for a new link if you still need the results.',
    notFound: 'This link does not exist.',
    notFoundLead: 'Check that the address was copied whole.',
    failed: 'The results could not be loaded.',
    retry: 'Try again',
    print: 'Print',
    coverage: 'Taking part, by team',
    coverageNote: (min) =>
      `Invited, started and completed against each team's headcount. Teams of fewer than ${min} people are shown together; no one is named.`,
    team: 'Team',
    headcount: 'People',
    invited: 'Invited',
    started: 'Started',
    completed: 'Completed',
    combinedTeams: (n) => `Smaller teams together (${n} ${n === 1 ? 'team' : 'teams'})`,
    noTeam: 'No team',
    allTeams: 'All teams',
    withheld: 'Not shown',
  },
  ur: {
    otherLanguage: 'English',
    preparedBy: 'تیار کردہ',
    preparedFor: 'برائے',
    loading: 'نتائج لوڈ ہو رہے ہیں…',
    summary: 'خلاصہ',
    responses: 'جوابات',
    answered: (n) => `${n} نے جواب دیا`,
    average: 'اوسط',
    nps: 'این پی ایس',
    segments: 'گروپ کے لحاظ سے',
    people: (n) => `${n} افراد`,
    freeText: 'ان کے اپنے الفاظ میں',
    freeTextNote: 'نام، ای میل پتے اور فون نمبر چھپا دیے گئے ہیں۔',
    report: 'نتائج',
    themes: 'موضوعات',
    raisedBy: (n) => `${n} افراد نے اٹھایا`,
    opportunities: 'مواقع',
    hoursSaved: (h) => `تقریباً ${h} گھنٹے فی ہفتہ`,
    proposal: 'تجویز',
    noReport: 'نتائج ابھی تیار نہیں ہیں۔',
    noProposal: 'ابھی کوئی تجویز شیئر نہیں کی گئی۔',
    anonymityNote: (min) => `جواب دینے والوں کے تحفظ کے لیے ${min} سے کم افراد کا کوئی نتیجہ نہیں دکھایا جاتا۔`,
    passcodeTitle: 'اس لنک کے لیے پاس کوڈ درکار ہے',
    passcodeLead: 'اپنے کنسلٹنٹ کا دیا ہوا پاس کوڈ درج کریں۔',
    passcodeLabel: 'پاس کوڈ',
    passcodeButton: 'کھولیں',
    wrongPasscode: 'یہ پاس کوڈ درست نہیں۔ دوبارہ کوشش کریں۔',
    tooMany: 'بہت زیادہ کوششیں۔ کچھ دیر بعد کوشش کریں۔',
    revoked: 'یہ لنک منسوخ کر دیا گیا ہے۔',
    expired: 'اس لنک کی میعاد ختم ہو گئی ہے۔',
    closedLead: 'اگر آپ کو ابھی بھی نتائج درکار ہیں تو اپنے کنسلٹنٹ سے نیا لنک مانگیں۔',
    notFound: 'یہ لنک موجود نہیں۔',
    notFoundLead: 'دیکھ لیں کہ پورا پتہ کاپی ہوا ہے۔',
    failed: 'نتائج لوڈ نہیں ہو سکے۔',
    retry: 'دوبارہ کوشش کریں',
    print: 'پرنٹ کریں',
    coverage: 'ٹیم کے لحاظ سے شرکت',
    coverageNote: (min) =>
      `ہر ٹیم کے افراد کی تعداد کے مقابلے میں مدعو، شروع اور مکمل کرنے والے۔ ${min} سے کم افراد والی ٹیمیں ایک ساتھ دکھائی گئی ہیں؛ کسی کا نام نہیں دیا گیا۔`,
    team: 'ٹیم',
    headcount: 'افراد',
    invited: 'مدعو',
    started: 'شروع کیا',
    completed: 'مکمل کیا',
    combinedTeams: (n) => `چھوٹی ٹیمیں ایک ساتھ (${n} ${n === 1 ? 'ٹیم' : 'ٹیمیں'})`,
    noTeam: 'بغیر ٹیم',
    allTeams: 'تمام ٹیمیں',
    withheld: 'نہیں دکھایا گیا',
  },
};

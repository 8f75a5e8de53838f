// The unsubscribe page's words (issue 44, item 4), in the two languages mails are written in.

export type MailLanguage = 'en' | 'ur';

export const UNSUBSCRIBE_TEXTS = {
  en: {
    title: 'Unsubscribe from these e-mails',
    question: 'Stop e-mails about this survey to',
    questionEnd: '?',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    done: 'You are unsubscribed: this address will get no more e-mails about this survey.',
    invalid: 'This unsubscribe link is not valid. Copy the whole link from the e-mail.',
    failed: 'Something went wrong. Please try again.',
    staffQuestion: 'Stop invitations and reminders about this survey?',
    staffDone: 'You are unsubscribed: no more invitations or reminders about this survey.',
    other: 'اردو',
  },
  ur: {
    title: 'ان ای میلز سے دستبردار ہوں',
    question: 'اس سروے کی ای میلز اس پتے پر بند کریں:',
    questionEnd: '',
    button: 'دستبردار ہوں',
    busy: 'دستبردار کیا جا رہا ہے...',
    done: 'آپ دستبردار ہو گئے ہیں: اس پتے پر اس سروے کی مزید ای میلز نہیں آئیں گی۔',
    invalid: 'یہ دستبرداری کا لنک درست نہیں۔ ای میل سے پورا لنک کاپی کریں۔',
    failed: 'کچھ غلط ہو گیا۔ دوبارہ کوشش کریں۔',
    staffQuestion: 'اس سروے کے دعوت نامے اور یاد دہانیاں بند کریں؟',
    staffDone: 'آپ دستبردار ہو گئے ہیں: اس سروے کے مزید دعوت نامے یا یاد دہانیاں نہیں آئیں گی۔',
    other: 'English',
  },
} as const satisfies Record<MailLanguage, Record<string, string>>;

export const mailLanguageOf = (value: string | null): MailLanguage => (value === 'ur' ? 'ur' : 'en');

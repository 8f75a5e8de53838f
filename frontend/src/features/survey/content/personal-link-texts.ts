import type { SurveyLanguage } from '../logic/survey-language';

// What a personal link's first screen says (issue 48 item 3): whether the answers are anonymous or carry
// the person's name, in English and Urdu; and the link's own states.

export type AnonymityMode = 'anonymous' | 'identified';

const TEXTS = {
  en: {
    anonymousTitle: 'Your answers are anonymous',
    anonymous:
      'Your organisation sees only whether you have taken part, never which answers are yours. Your team is recorded with your answers, and figures for groups of fewer than 5 people are never shown.',
    identifiedTitle: 'Your answers carry your name',
    identified: (name: string | null) =>
      `This survey is not anonymous: your answers are recorded with your name${name ? ` (${name})` : ''} and the consultants can see them.`,
    continueTitle: 'Welcome back',
    continueBody: 'Your answers so far are saved. Carry on where you left off, on this device or any other.',
    continue: 'Continue the survey',
    completedTitle: 'You have already completed this survey',
    completedBody: 'Thank you. Your answers are saved; there is nothing more to do.',
    notFoundTitle: 'This link does not work',
    notFoundBody: 'This link is not known. Check that it was copied whole, or ask for a new one.',
    starting: 'Opening your survey...',
    language: 'اردو میں دیکھیں',
  },
  ur: {
    anonymousTitle: 'آپ کے جوابات گمنام ہیں',
    anonymous:
      'آپ کا ادارہ صرف یہ دیکھتا ہے کہ آپ نے حصہ لیا یا نہیں، یہ کبھی نہیں کہ کون سے جوابات آپ کے ہیں۔ آپ کی ٹیم آپ کے جوابات کے ساتھ درج ہوتی ہے، اور 5 سے کم لوگوں کے گروپ کے اعداد و شمار کبھی نہیں دکھائے جاتے۔',
    identifiedTitle: 'آپ کے جوابات آپ کے نام کے ساتھ ہیں',
    identified: (name: string | null) =>
      `یہ سروے گمنام نہیں ہے: آپ کے جوابات آپ کے نام${name ? ` (${name})` : ''} کے ساتھ درج ہوتے ہیں اور کنسلٹنٹ انہیں دیکھ سکتے ہیں۔`,
    continueTitle: 'خوش آمدید',
    continueBody: 'اب تک کے آپ کے جوابات محفوظ ہیں۔ جہاں چھوڑا تھا وہیں سے جاری رکھیں، اس آلے پر یا کسی اور پر۔',
    continue: 'سروے جاری رکھیں',
    completedTitle: 'آپ یہ سروے پہلے ہی مکمل کر چکے ہیں',
    completedBody: 'شکریہ۔ آپ کے جوابات محفوظ ہیں؛ مزید کچھ کرنے کی ضرورت نہیں۔',
    notFoundTitle: 'یہ لنک کام نہیں کر رہا',
    notFoundBody: 'یہ لنک معلوم نہیں۔ دیکھیں کہ پورا کاپی ہوا ہے، یا نیا لنک مانگیں۔',
    starting: 'آپ کا سروے کھل رہا ہے...',
    language: 'View in English',
  },
} as const;

export type PersonalLinkTexts = (typeof TEXTS)[SurveyLanguage];

export const personalLinkTexts = (language: SurveyLanguage): PersonalLinkTexts => TEXTS[language];

/** The statement the first screen leads with: its heading and its sentence. */
export function anonymityStatement(
  language: SurveyLanguage,
  anonymity: AnonymityMode,
  name: string | null,
): { title: string; body: string } {
  const t = TEXTS[language];
  return anonymity === 'anonymous'
    ? { title: t.anonymousTitle, body: t.anonymous }
    : { title: t.identifiedTitle, body: t.identified(name) };
}

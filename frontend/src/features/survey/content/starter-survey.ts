// The starter survey the backend seeds on first start (backend/src/surveys/starter-survey.json holds
// the same English texts; starter-survey.spec.ts keeps the two from drifting) and the Urdu shown to
// Urdu respondents. Translations are keyed by the exact English text, so a survey an admin wrote
// with other words is shown as written.

export const STARTER_SURVEY_TITLE_EN = 'AI Workflow Discovery Survey';

export const STARTER_SURVEY_DESCRIPTION_EN =
  'Seven short questions about your daily work, so we can find where AI could save your team time. There are no right or wrong answers.';

export const STARTER_SURVEY_QUESTIONS_EN = [
  'What is your role, and what does a typical workday look like for you?',
  'Which tasks take up most of your time each week?',
  'Which of your tasks feel repetitive, manual or error-prone?',
  'Which tools and systems do you use every day, and where do they fall short?',
  'Where do you wait for information or approvals from other people or teams?',
  'Have you used any AI tools at work so far? What helped, and what did not?',
  'If an AI assistant could take one task off your plate tomorrow, which would you choose and why?',
] as const;

/** English text -> Urdu, for the starter survey's title, description and seven questions. */
export const STARTER_SURVEY_URDU: Readonly<Record<string, string>> = {
  [STARTER_SURVEY_TITLE_EN]: 'اے آئی ورک فلو جائزہ سروے',
  [STARTER_SURVEY_DESCRIPTION_EN]:
    'آپ کے روزمرہ کام کے بارے میں سات مختصر سوالات، تاکہ ہم جان سکیں کہ اے آئی آپ کی ٹیم کا وقت کہاں بچا سکتا ہے۔ کوئی جواب صحیح یا غلط نہیں ہے۔',
  'What is your role, and what does a typical workday look like for you?':
    'آپ کا کردار کیا ہے، اور آپ کے کام کا ایک عام دن کیسا گزرتا ہے؟',
  'Which tasks take up most of your time each week?': 'ہر ہفتے آپ کا زیادہ تر وقت کن کاموں میں صرف ہوتا ہے؟',
  'Which of your tasks feel repetitive, manual or error-prone?':
    'آپ کے کون سے کام بار بار دہرائے جانے والے، ہاتھ سے کیے جانے والے یا غلطیوں کا شکار محسوس ہوتے ہیں؟',
  'Which tools and systems do you use every day, and where do they fall short?':
    'آپ روزانہ کون سے ٹولز اور سسٹم استعمال کرتے ہیں، اور وہ کہاں کم پڑ جاتے ہیں؟',
  'Where do you wait for information or approvals from other people or teams?':
    'آپ کو کن مواقع پر دوسرے لوگوں یا ٹیموں سے معلومات یا منظوری کا انتظار کرنا پڑتا ہے؟',
  'Have you used any AI tools at work so far? What helped, and what did not?':
    'کیا آپ نے اب تک کام پر کوئی اے آئی ٹول استعمال کیا ہے؟ کس چیز سے مدد ملی، اور کس سے نہیں؟',
  'If an AI assistant could take one task off your plate tomorrow, which would you choose and why?':
    'اگر کل سے کوئی اے آئی اسسٹنٹ آپ کا ایک کام سنبھال لے، تو آپ کون سا کام چنیں گے اور کیوں؟',
};

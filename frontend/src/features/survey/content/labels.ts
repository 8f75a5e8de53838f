import type { SurveyLanguage } from '../logic/survey-language';

// Every label of the survey-taking screens, in English and Urdu. The English strings are the
// spec's exact texts; tests look for them.

export type SurveyLabels = {
  loading: string;
  notFoundTitle: string;
  notFoundBody: string;
  loadFailedTitle: string;
  loadFailedBody: string;
  tryAgain: string;
  backHome: string;
  languagePrompt: string;
  english: string;
  urdu: string;
  modePrompt: string;
  traditional: string;
  traditionalHint: string;
  aiChat: string;
  aiChatHint: string;
  changeLanguage: string;
  noQuestions: string;
  preparing: string;
  pleaseWait: string;
  errorTitle: string;
  startFailed: string;
  questionOf: (current: number, total: number) => string;
  answerPlaceholder: string;
  back: string;
  ok: string;
  submit: string;
  saving: string;
  traditionalShortcut: (modifier: string) => string;
  saveFailed: string;
  completeFailed: string;
  optional: string;
  followUp: string;
  send: string;
  skip: string;
  continue: string;
  chatShortcut: string;
  askingFollowUp: string;
  previousAnswers: string;
  processFailed: string;
  /** A 429: the answer is kept; wait before sending again. */
  tooManyRequests: string;
  surveyGoneTitle: string;
  surveyGoneBody: string;
  surveyClosedTitle: string;
  surveyClosedBody: string;
  /** The page of a survey nobody can start: switched off, past its close date, or at its response cap. */
  notOpenTitle: string;
  notOpenBody: string;
  closedTitle: string;
  closedBody: string;
  fullTitle: string;
  fullBody: string;
  thankYou: string;
  submitted: string;
  redirecting: string;
  surveyLogo: (title: string) => string;
};

export const SURVEY_LABELS: Record<SurveyLanguage, SurveyLabels> = {
  en: {
    loading: 'Loading survey...',
    notFoundTitle: 'Survey not found',
    notFoundBody: 'This survey does not exist or is no longer open. Please check the link you were given.',
    loadFailedTitle: 'Unable to load this survey',
    loadFailedBody: 'Please check your connection and try again.',
    tryAgain: 'Try Again',
    backHome: 'Back to home',
    languagePrompt: 'What language do you prefer?',
    english: 'English',
    urdu: 'Urdu',
    modePrompt: "Choose how you'd like to take this survey",
    traditional: 'Traditional Survey',
    traditionalHint: 'Structured questions, one at a time',
    aiChat: 'AI Chat Experience',
    aiChatHint: 'Personalized and dynamic, with follow-up questions',
    changeLanguage: 'Change language',
    noQuestions: 'This survey has no questions yet. Please check back later.',
    preparing: 'Preparing your survey...',
    pleaseWait: 'Please wait a moment',
    errorTitle: 'Error',
    startFailed: 'Failed to start survey. Please try again.',
    questionOf: (current, total) => `Question ${current} of ${total}`,
    answerPlaceholder: 'Type your answer here...',
    back: 'Back',
    ok: 'OK',
    submit: 'Submit',
    saving: 'Saving...',
    traditionalShortcut: (modifier) => `or press ${modifier}+Enter`,
    saveFailed: 'Your answer could not be saved. It is still here; please try again.',
    completeFailed: 'Your survey could not be submitted. Your answers are saved; please try again.',
    optional: 'Optional',
    followUp: 'Follow-up',
    send: 'Send',
    skip: 'Skip',
    continue: 'Continue',
    chatShortcut: 'Enter to send, Shift+Enter for a new line',
    askingFollowUp: 'Asking follow up question...',
    previousAnswers: 'Your previous answers',
    processFailed: 'Failed to process your answer. Please try again.',
    tooManyRequests:
      'Too many attempts in a short time. Your answer is still here; please wait a minute and try again.',
    surveyGoneTitle: 'This survey has been removed',
    surveyGoneBody:
      'The survey you were taking no longer exists, so no more answers can be saved. Thank you for your time.',
    surveyClosedTitle: 'This survey is closed',
    surveyClosedBody: 'This survey is not accepting responses any more, so no more answers can be saved.',
    notOpenTitle: 'This survey is not open right now',
    notOpenBody: 'It is not accepting responses at the moment. Please check back later.',
    closedTitle: 'This survey is closed',
    closedBody: 'It is no longer accepting responses. Thank you for your interest.',
    fullTitle: 'This survey is full',
    fullBody: 'It has received all the responses it needs. Thank you for your interest.',
    thankYou: 'Thank you!',
    submitted: 'Your response has been submitted successfully',
    redirecting: 'Taking you back to the home page...',
    surveyLogo: (title) => `${title} logo`,
  },
  ur: {
    loading: 'سروے لوڈ ہو رہا ہے...',
    notFoundTitle: 'سروے نہیں ملا',
    notFoundBody: 'یہ سروے موجود نہیں یا اب کھلا نہیں ہے۔ براہ کرم اپنا دیا گیا لنک چیک کریں۔',
    loadFailedTitle: 'یہ سروے لوڈ نہیں ہو سکا',
    loadFailedBody: 'براہ کرم اپنا انٹرنیٹ کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
    tryAgain: 'دوبارہ کوشش کریں',
    backHome: 'ہوم پیج پر واپس جائیں',
    languagePrompt: 'آپ کون سی زبان پسند کرتے ہیں؟',
    english: 'انگریزی',
    urdu: 'اردو',
    modePrompt: 'منتخب کریں کہ آپ یہ سروے کس طرح مکمل کرنا چاہتے ہیں',
    traditional: 'روایتی سروے',
    traditionalHint: 'ترتیب وار سوالات، ایک وقت میں ایک',
    aiChat: 'اے آئی چیٹ کا تجربہ',
    aiChatHint: 'ذاتی اور متحرک، مزید سوالات کے ساتھ',
    changeLanguage: 'زبان تبدیل کریں',
    noQuestions: 'اس سروے میں ابھی کوئی سوال نہیں ہے۔ براہ کرم بعد میں دوبارہ دیکھیں۔',
    preparing: 'آپ کا سروے تیار کیا جا رہا ہے...',
    pleaseWait: 'براہ کرم ایک لمحہ انتظار کریں',
    errorTitle: 'خرابی',
    startFailed: 'سروے شروع نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔',
    questionOf: (current, total) => `سوال ${current} از ${total}`,
    answerPlaceholder: 'اپنا جواب یہاں لکھیں...',
    back: 'پیچھے',
    ok: 'ٹھیک ہے',
    submit: 'جمع کرائیں',
    saving: 'محفوظ کیا جا رہا ہے...',
    traditionalShortcut: (modifier) => `یا ${modifier}+Enter دبائیں`,
    saveFailed: 'آپ کا جواب محفوظ نہیں ہو سکا۔ یہ یہیں موجود ہے؛ براہ کرم دوبارہ کوشش کریں۔',
    completeFailed: 'آپ کا سروے جمع نہیں ہو سکا۔ آپ کے جوابات محفوظ ہیں؛ براہ کرم دوبارہ کوشش کریں۔',
    optional: 'اختیاری',
    followUp: 'مزید سوال',
    send: 'بھیجیں',
    skip: 'چھوڑیں',
    continue: 'جاری رکھیں',
    chatShortcut: 'بھیجنے کے لیے Enter، نئی سطر کے لیے Shift+Enter',
    askingFollowUp: 'مزید سوال پوچھا جا رہا ہے...',
    previousAnswers: 'آپ کے پچھلے جوابات',
    processFailed: 'آپ کے جواب پر کارروائی نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
    tooManyRequests:
      'کم وقت میں بہت زیادہ کوششیں ہوئیں۔ آپ کا جواب یہیں موجود ہے؛ براہ کرم ایک منٹ انتظار کر کے دوبارہ کوشش کریں۔',
    surveyGoneTitle: 'یہ سروے ہٹا دیا گیا ہے',
    surveyGoneBody:
      'آپ جو سروے بھر رہے تھے وہ اب موجود نہیں، اس لیے مزید جوابات محفوظ نہیں ہو سکتے۔ آپ کے وقت کا شکریہ۔',
    surveyClosedTitle: 'یہ سروے بند ہے',
    surveyClosedBody: 'یہ سروے اب جوابات قبول نہیں کر رہا، اس لیے مزید جوابات محفوظ نہیں ہو سکتے۔',
    notOpenTitle: 'یہ سروے اس وقت کھلا نہیں ہے',
    notOpenBody: 'یہ سروے ابھی جوابات قبول نہیں کر رہا۔ براہ کرم بعد میں دوبارہ دیکھیں۔',
    closedTitle: 'یہ سروے بند ہو چکا ہے',
    closedBody: 'یہ سروے اب جوابات قبول نہیں کر رہا۔ آپ کی دلچسپی کا شکریہ۔',
    fullTitle: 'اس سروے کے جوابات پورے ہو چکے ہیں',
    fullBody: 'اسے مطلوبہ تمام جوابات مل چکے ہیں۔ آپ کی دلچسپی کا شکریہ۔',
    thankYou: 'شکریہ!',
    submitted: 'آپ کا جواب کامیابی سے جمع ہو گیا ہے',
    redirecting: 'آپ کو ہوم پیج پر واپس لے جایا جا رہا ہے...',
    surveyLogo: (title) => `${title} کا لوگو`,
  },
};

export const surveyLabels = (language: SurveyLanguage): SurveyLabels => SURVEY_LABELS[language];

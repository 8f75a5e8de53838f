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
  /** The chat's promise when no AI model is configured: the offline interviewer rarely asks follow-ups. */
  aiChatHintOffline: string;
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
  /** After an optional question's text in the traditional form. */
  optionalMark: string;
  followUp: string;
  send: string;
  skip: string;
  continue: string;
  chatShortcut: string;
  askingFollowUp: string;
  previousAnswers: string;
  /** In the chat: back to the last question answered, to change the answer before the next (issue 49). */
  changeLastAnswer: string;
  /** A question's short label in the previous answers: 'Q{n}'. */
  questionLabel: (n: number) => string;
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
  /** The survey's own redirect URL (issue 34) is next. */
  redirectingOnward: string;
  surveyLogo: (title: string) => string;
  // Typed questions (issue 16)
  yes: string;
  no: string;
  other: string;
  /** Between the chosen options of a multiple-choice answer read back. */
  listSeparator: string;
  otherPlaceholder: string;
  /** A rating as read aloud and in answer lists: "4 out of 5". */
  ratingValue: (value: number) => string;
  /** A 0–10 scale value: "7 out of 10". */
  scaleValue: (value: number) => string;
  numberPlaceholder: string;
  numberBetween: (min: number, max: number) => string;
  numberAtLeast: (min: number) => string;
  numberAtMost: (max: number) => string;
  keysChoose: (last: number) => string;
  keysScale: string;
  keysYesNo: string;
  enterShortcut: string;
  quickReplies: string;
  /** Problems a typed answer can have before it is sent (the server refuses the same). */
  otherEmpty: string;
  /** A single choice's "Other" chosen without words. */
  otherChoiceEmpty: string;
  notANumber: string;
  tooSmall: (min: number) => string;
  tooLarge: (max: number) => string;
  tooLong: (max: number) => string;
  /** A visible mark on admin text shown untranslated, and what screen readers hear about it. */
  inEnglish: string;
  untranslatedNote: string;
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
    aiChatHintOffline: 'A conversation, one question at a time',
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
    optionalMark: '(optional)',
    followUp: 'Follow-up',
    send: 'Send',
    skip: 'Skip',
    continue: 'Continue',
    chatShortcut: 'Enter to send, Shift+Enter for a new line',
    askingFollowUp: 'Asking follow up question...',
    previousAnswers: 'Your previous answers',
    changeLastAnswer: 'Change my last answer',
    questionLabel: (n) => `Q${n}`,
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
    redirectingOnward: 'Taking you to the next page...',
    surveyLogo: (title) => `${title} logo`,
    yes: 'Yes',
    no: 'No',
    other: 'Other',
    listSeparator: '; ',
    otherPlaceholder: 'Type your own answer...',
    ratingValue: (value) => `${value} out of 5`,
    scaleValue: (value) => `${value} out of 10`,
    numberPlaceholder: 'Type a number...',
    numberBetween: (min, max) => `A number from ${min} to ${max}`,
    numberAtLeast: (min) => `A number of at least ${min}`,
    numberAtMost: (max) => `A number of at most ${max}`,
    keysChoose: (last) => `Keys 1–${last} choose`,
    keysScale: 'Keys 0–9 choose; 1 then 0 for 10',
    keysYesNo: 'Key 1 for Yes, 2 for No',
    enterShortcut: 'or press Enter',
    quickReplies: 'Quick replies',
    otherEmpty: 'Type your answer for "Other", or untick it.',
    otherChoiceEmpty: 'Type your answer for "Other", or choose an option.',
    notANumber: 'Please type a number, for example 12 or 2.5.',
    tooSmall: (min) => `The answer must be at least ${min}.`,
    tooLarge: (max) => `The answer must be at most ${max}.`,
    tooLong: (max) => `Please keep your answer under ${max} characters.`,
    inEnglish: 'In English',
    untranslatedNote: 'Not translated yet; shown in English.',
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
    aiChatHintOffline: 'گفتگو کی صورت میں، ایک وقت میں ایک سوال',
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
    optionalMark: '(اختیاری)',
    followUp: 'مزید سوال',
    send: 'بھیجیں',
    skip: 'چھوڑیں',
    continue: 'جاری رکھیں',
    chatShortcut: 'بھیجنے کے لیے Enter، نئی سطر کے لیے Shift+Enter',
    askingFollowUp: 'مزید سوال پوچھا جا رہا ہے...',
    previousAnswers: 'آپ کے پچھلے جوابات',
    changeLastAnswer: 'میرا پچھلا جواب بدلیں',
    questionLabel: (n) => `سوال ${n}`,
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
    redirectingOnward: 'آپ کو اگلے صفحے پر لے جایا جا رہا ہے...',
    surveyLogo: (title) => `${title} کا لوگو`,
    yes: 'ہاں',
    no: 'نہیں',
    other: 'دیگر',
    listSeparator: '، ',
    otherPlaceholder: 'اپنا جواب لکھیں...',
    ratingValue: (value) => `5 میں سے ${value}`,
    scaleValue: (value) => `10 میں سے ${value}`,
    numberPlaceholder: 'کوئی عدد لکھیں...',
    numberBetween: (min, max) => `${min} سے ${max} تک کوئی عدد`,
    numberAtLeast: (min) => `کم از کم ${min}`,
    numberAtMost: (max) => `زیادہ سے زیادہ ${max}`,
    keysChoose: (last) => `چننے کے لیے 1 تا ${last} دبائیں`,
    keysScale: 'چننے کے لیے 0 تا 9 دبائیں؛ 10 کے لیے پہلے 1 پھر 0',
    keysYesNo: 'ہاں کے لیے 1، نہیں کے لیے 2 دبائیں',
    enterShortcut: 'یا Enter دبائیں',
    quickReplies: 'فوری جوابات',
    otherEmpty: '"دیگر" کے لیے اپنا جواب لکھیں، یا اس کا نشان ہٹا دیں۔',
    otherChoiceEmpty: '"دیگر" کے لیے اپنا جواب لکھیں، یا کوئی ایک انتخاب چنیں۔',
    notANumber: 'براہ کرم کوئی عدد لکھیں، مثلاً 12 یا 2.5۔',
    tooSmall: (min) => `جواب کم از کم ${min} ہونا چاہیے۔`,
    tooLarge: (max) => `جواب زیادہ سے زیادہ ${max} ہونا چاہیے۔`,
    tooLong: (max) => `براہ کرم اپنا جواب ${max} حروف سے کم رکھیں۔`,
    inEnglish: 'انگریزی میں',
    untranslatedNote: 'اس متن کا ابھی ترجمہ نہیں ہوا، یہ انگریزی میں دکھایا گیا ہے۔',
  },
};

export const surveyLabels = (language: SurveyLanguage): SurveyLabels => SURVEY_LABELS[language];

// The preview's banner (issue 48 item 6), in both languages at once: the admin may switch the survey's
// language while previewing, and the promise that nothing is recorded must read in either.

export const previewLabels = {
  en: {
    region: 'Preview',
    title: 'Preview — nothing is recorded',
    detail: 'Answers stay in this tab and are not saved. The chat asks no AI follow-up questions in a preview.',
    restart: 'Start again',
    back: 'Back to the survey',
    finished: 'End of the preview: nothing was submitted or recorded.',
  },
  ur: {
    title: 'پیش نظارہ — کچھ بھی محفوظ نہیں ہوتا',
    detail: 'جوابات اسی ٹیب میں رہتے ہیں اور محفوظ نہیں ہوتے۔ پیش نظارے میں چیٹ AI سے کوئی اضافی سوال نہیں پوچھتی۔',
    restart: 'دوبارہ شروع کریں',
    finished: 'پیش نظارہ ختم: کچھ بھی جمع یا محفوظ نہیں ہوا۔',
  },
} as const;

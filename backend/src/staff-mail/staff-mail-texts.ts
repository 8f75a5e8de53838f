import { escapeHtml as escape, headerText, type MailContent } from '../common/smtp-transport';

// What an invitation or a reminder says, in the person's language: pure, so a spec reads the texts.

export type StaffMailLanguage = 'en' | 'ur';

export type StaffMailInput = {
  kind: 'invitation' | 'reminder';
  language: StaffMailLanguage;
  name: string;
  surveyTitle: string;
  link: string;
  /** Already formatted in the plan's time zone, or null: no close date. */
  closes: string | null;
  anonymity: 'anonymous' | 'identified';
  unsubscribeUrl: string;
};

const TEXTS = {
  en: {
    subject: { invitation: (t: string) => `Your invitation: "${t}"`, reminder: (t: string) => `Reminder: "${t}"` },
    hello: (name: string) => `Hello ${name},`,
    lead: {
      invitation: (t: string) => `You are invited to take part in "${t}".`,
      reminder: (t: string) => `A reminder: you have not completed "${t}" yet. It takes a few minutes.`,
    },
    linkIntro: 'Your personal link (it is yours alone, please do not forward it):',
    open: 'Open the survey',
    resume: 'You can stop and continue later, on any device, with the same link.',
    closes: (when: string) => `The survey closes on ${when}.`,
    anonymity: {
      anonymous:
        'Your answers are anonymous: the team sees whether you have taken part, never which answers are yours.',
      identified: 'Your answers are identified: the team sees your name beside them.',
    },
    unsubscribe: 'No more e-mails about this survey',
  },
  ur: {
    subject: { invitation: (t: string) => `آپ کو دعوت: "${t}"`, reminder: (t: string) => `یاد دہانی: "${t}"` },
    hello: (name: string) => `السلام علیکم ${name}،`,
    lead: {
      invitation: (t: string) => `آپ کو "${t}" میں حصہ لینے کی دعوت دی جاتی ہے۔`,
      reminder: (t: string) => `یاد دہانی: آپ نے ابھی "${t}" مکمل نہیں کیا۔ اس میں چند منٹ لگتے ہیں۔`,
    },
    linkIntro: 'آپ کا ذاتی لنک (یہ صرف آپ کے لیے ہے، براہ کرم آگے نہ بھیجیں):',
    open: 'سروے کھولیں',
    resume: 'آپ رک کر بعد میں کسی بھی آلے پر اسی لنک سے جاری رکھ سکتے ہیں۔',
    closes: (when: string) => `سروے ${when} کو بند ہو گا۔`,
    anonymity: {
      anonymous:
        'آپ کے جوابات گمنام ہیں: ٹیم دیکھتی ہے کہ آپ نے حصہ لیا یا نہیں، یہ کبھی نہیں کہ کون سے جوابات آپ کے ہیں۔',
      identified: 'آپ کے جوابات آپ کے نام کے ساتھ ہیں: ٹیم ان کے ساتھ آپ کا نام دیکھتی ہے۔',
    },
    unsubscribe: 'اس سروے کے بارے میں مزید ای میلز نہیں',
  },
} as const;

export function staffMail(input: StaffMailInput): MailContent {
  const t = TEXTS[input.language];
  const paragraphs = [
    t.hello(input.name),
    t.lead[input.kind](input.surveyTitle),
    `${t.linkIntro}\n${input.link}`,
    [t.resume, ...(input.closes ? [t.closes(input.closes)] : [])].join(' '),
    t.anonymity[input.anonymity],
  ];
  const text = [...paragraphs, `--\n${t.unsubscribe}: ${input.unsubscribeUrl}`].join('\n\n');
  const dir = input.language === 'ur' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${input.language}" dir="${dir}"><body style="font-family:sans-serif">`,
    `<p>${escape(paragraphs[0]!)}</p>`,
    `<p>${escape(paragraphs[1]!)}</p>`,
    `<p><a href="${escape(input.link)}" style="display:inline-block;padding:10px 16px;background:#047857;color:#fff;border-radius:8px;text-decoration:none">${escape(t.open)}</a></p>`,
    `<p style="font-size:0.9em">${escape(t.linkIntro)}<br><a href="${escape(input.link)}">${escape(input.link)}</a></p>`,
    `<p>${escape(paragraphs[3]!)}</p>`,
    `<p>${escape(paragraphs[4]!)}</p>`,
    `<p style="font-size:0.85em;color:#555"><a href="${escape(input.unsubscribeUrl)}">${escape(t.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: headerText(t.subject[input.kind](input.surveyTitle)), text, html };
}

/** The close date as the person reads it, in the plan's time zone (named). */
export function closeDateText(closesAt: string, language: StaffMailLanguage, timeZone: string): string {
  const when = new Intl.DateTimeFormat(language === 'ur' ? 'ur-PK' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(closesAt));
  return `${when} (${timeZone})`;
}

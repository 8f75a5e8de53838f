import { escapeHtml as escape, headerText, type MailContent } from '../common/smtp-transport';
import type { MailLanguage } from './mail.queries';

export type { MailContent };

// What a notification says, in the admin's language: pure, so the texts are tested without a server.

export type ResponseMailInput = {
  language: MailLanguage;
  surveyTitle: string;
  completedAt: string;
  /** Present only when the admin ticked "Include answer text". */
  answers: { question: string; answer: string }[] | null;
  responsesUrl: string;
  unsubscribeUrl: string;
};

export type DigestMailInput = {
  language: MailLanguage;
  surveyTitle: string;
  newResponses: number;
  started: number;
  completed: number;
  /** The question where most respondents stopped, and how many stopped there. */
  largestDropOff: { question: string; lost: number } | null;
  themes: string[];
  responsesUrl: string;
  unsubscribeUrl: string;
};

const TEXTS = {
  en: {
    responseSubject: (title: string) => `New response to "${title}"`,
    responseLead: (title: string) => `Someone completed "${title}".`,
    completedAt: 'Completed at',
    answers: 'Answers',
    answersOff: 'Answer text is not included (tick "Include answer text" in the survey\'s notification settings).',
    digestSubject: (title: string) => `Daily digest for "${title}"`,
    digestLead: (title: string) => `What happened in "${title}" since the last digest.`,
    newResponses: 'New completed responses',
    completionRate: 'Completion rate',
    dropOff: "Drop-off's largest step",
    dropOffLine: (question: string, lost: number) => `${lost} stopped at "${question}"`,
    none: 'none',
    themes: 'Newest themes',
    open: 'See the responses',
    unsubscribe: 'Unsubscribe from these e-mails',
  },
  ur: {
    responseSubject: (title: string) => `"${title}" کا نیا جواب`,
    responseLead: (title: string) => `کسی نے "${title}" مکمل کیا۔`,
    completedAt: 'مکمل ہونے کا وقت',
    answers: 'جوابات',
    answersOff: 'جوابات کا متن شامل نہیں (سروے کی اطلاع کی ترتیبات میں "جوابات کا متن شامل کریں" منتخب کریں)۔',
    digestSubject: (title: string) => `"${title}" کا روزانہ خلاصہ`,
    digestLead: (title: string) => `پچھلے خلاصے کے بعد "${title}" میں کیا ہوا۔`,
    newResponses: 'نئے مکمل جوابات',
    completionRate: 'مکمل کرنے کی شرح',
    dropOff: 'سب سے زیادہ چھوڑنے کا مرحلہ',
    dropOffLine: (question: string, lost: number) => `${lost} نے "${question}" پر چھوڑ دیا`,
    none: 'کوئی نہیں',
    themes: 'تازہ ترین موضوعات',
    open: 'جوابات دیکھیں',
    unsubscribe: 'ان ای میلز سے دستبردار ہوں',
  },
} as const;

/** One layout for both mails: a heading, lines, and the two links. */
function compose(
  language: MailLanguage,
  subject: string,
  lead: string,
  sections: { heading?: string; lines: string[] }[],
  links: { responsesUrl: string; unsubscribeUrl: string },
): MailContent {
  const t = TEXTS[language];
  const text = [
    lead,
    ...sections.map((s) => [...(s.heading ? [`${s.heading}:`] : []), ...s.lines].join('\n')),
    `${t.open}: ${links.responsesUrl}`,
    `--\n${t.unsubscribe}: ${links.unsubscribeUrl}`,
  ].join('\n\n');
  const dir = language === 'ur' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">`,
    `<p>${escape(lead)}</p>`,
    ...sections.map(
      (s) =>
        `${s.heading ? `<h2 style="font-size:1em">${escape(s.heading)}</h2>` : ''}<p>${s.lines.map(escape).join('<br>')}</p>`,
    ),
    `<p><a href="${escape(links.responsesUrl)}">${escape(t.open)}</a></p>`,
    `<p style="font-size:0.85em;color:#555"><a href="${escape(links.unsubscribeUrl)}">${escape(t.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: headerText(subject), text, html };
}

export function responseMail(input: ResponseMailInput): MailContent {
  const t = TEXTS[input.language];
  const sections = [
    { lines: [`${t.completedAt}: ${input.completedAt}`] },
    input.answers
      ? { heading: t.answers, lines: input.answers.map((a) => `${a.question}\n  ${a.answer}`) }
      : { lines: [t.answersOff] },
  ];
  return compose(
    input.language,
    t.responseSubject(input.surveyTitle),
    t.responseLead(input.surveyTitle),
    sections,
    input,
  );
}

export function digestMail(input: DigestMailInput): MailContent {
  const t = TEXTS[input.language];
  const rate = input.started === 0 ? '0%' : `${Math.round((input.completed / input.started) * 100)}%`;
  const sections = [
    {
      lines: [
        `${t.newResponses}: ${input.newResponses}`,
        `${t.completionRate}: ${rate} (${input.completed}/${input.started})`,
        `${t.dropOff}: ${input.largestDropOff ? t.dropOffLine(input.largestDropOff.question, input.largestDropOff.lost) : t.none}`,
      ],
    },
    ...(input.themes.length > 0 ? [{ heading: t.themes, lines: input.themes.map((theme) => `- ${theme}`) }] : []),
  ];
  return compose(input.language, t.digestSubject(input.surveyTitle), t.digestLead(input.surveyTitle), sections, input);
}

/** Where most respondents stopped: the question with the biggest fall in `reached` from the one before. */
export function largestDropOff(
  started: number,
  questions: readonly { questionText: string; reached: number }[],
): { question: string; lost: number } | null {
  let best: { question: string; lost: number } | null = null;
  let before = started;
  for (const question of questions) {
    const lost = before - question.reached;
    if (lost > 0 && (!best || lost > best.lost)) best = { question: question.questionText, lost };
    before = question.reached;
  }
  return best;
}

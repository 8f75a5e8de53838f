import type {
  ChatFollowUpPayload,
  ChatLanguage,
  GenerateQuestionsPayload,
  TranslateTextsPayload,
} from '@seedline/shared';

export type PromptMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The spec's default prompt, used when the admin leaves the prompt blank. */
export const DEFAULT_GENERATION_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';

/** Only the most recent turns go to the model: enough context, bounded tokens. */
export const MAX_HISTORY_TURNS = 20;

/** The interviewing rules every question keeps (the offline provider keeps the same ones; interview-guard.ts checks them). */
export const QUESTION_RULES = [
  "- Cite the organization's own words: in at least half of the questions, name one of its tools, systems, documents, channels, volumes or pains exactly as the data writes it.",
  '- Order the questions from broad (how work flows today) to specific (one tool, document, volume or pain each).',
  '- Speak as a consultant to one member of staff: state a fact from the data as context or ask about it as the respondent\'s own work ("Orders arrive as PDF tech packs. How do they reach the ERP in your part of the work?"). Never attribute the data to the respondent: no "You mentioned", "You said", "You told us", "As you noted" (the administrator wrote the data, not the respondent).',
  "- A system: what the respondent types into it or takes out of it by hand. A document: who prepares or fills it in, from what, how long it takes. A volume: what happens to each one and where it waits. A pain: how much of the day it takes and what it holds up. Keep a document in a document's question and a system in a system's question.",
  '- Use each question frame (the same opening words around a different name) at most twice in the set.',
  '- Write correct English: "a" or "an" by sound ("an MOT", "a unit"), an article before a singular common noun ("the GSP form"), none before a system\'s name ("EMIS"), and verbs that agree with plural nouns.',
  '- Ask about a statistic or an outcome ("Overtime costs rose 18% this year. What do you think is behind that?") as an outcome: what is behind it, in every language. Never ask to walk through it step by step, or about "the last time it happened", as if it were a process.',
  '- Never ask a leading question: do not suggest the answer, or that AI is the answer (no "Wouldn\'t AI help …?", "Don\'t you think …?", "Surely …").',
];

/** The rules a follow-up keeps. */
export const FOLLOW_UP_RULES = [
  '- Build on the answer: name what the respondent said, in their own words (for example "You mentioned emails: roughly how many a day, and what happens to each one?").',
  '- Probe only where the answer is vague or short, and never introduce a topic, tool or idea the respondent did not raise.',
  '- Never ask a leading question: do not suggest the answer, or that AI is the answer (no "Wouldn\'t AI help …?", "Don\'t you think …?").',
  '- Ask about a statistic or an outcome as an outcome (what is behind it), not as steps.',
];

/** Sent when the model's follow-up broke the rules: it is asked again, once. */
export function leadingFollowUpCorrection(followUp: string): PromptMessage {
  return {
    role: 'user',
    content: `Your follow-up "${followUp}" is a leading question or asks about an outcome as a process. Answer again with the same JSON shape: an open, neutral follow-up that names what the respondent said, or null.`,
  };
}

/** Sent when some generated questions broke the rules: the model is asked again, once. */
export function leadingQuestionsCorrection(questions: readonly string[]): PromptMessage {
  return {
    role: 'user',
    content: `These questions break the rules (leading, or an outcome asked as a process): ${questions.map((q) => `"${q}"`).join('; ')}. Answer again with the same JSON shape and the same number of questions, all open and neutral.`,
  };
}

const LANGUAGE_NAME: Record<ChatLanguage, string> = { en: 'English', ur: 'Urdu (in Urdu script)' };

export function generateQuestionsMessages(
  input: GenerateQuestionsPayload,
  target: { count: number; language: ChatLanguage },
): PromptMessage[] {
  const system = [
    'You are an AI-workflow discovery consultant at a firm that builds AI solutions for small and midsize teams.',
    'Write survey questions that reveal how the organization described by the user works today and where AI could help.',
    'Rules:',
    `- Exactly ${target.count} questions.`,
    '- Most are open questions (not answerable with yes or no), at most two sentences and under 300 characters.',
    '- Where a question plainly wants a number (hours, counts), a 1-5 rating, a 0-10 likelihood, a yes/no or a pick from a list it names, it may be that kind; at most a third of them.',
    '- When the data supports it, type at least two: the tools it names as a multiple_choice with "allowOther": true, time spent or a volume as a number with its unit, satisfaction with a named tool or process as a rating; a yes_no only where the answer really is yes or no.',
    '- No numbering, no duplicates, no preamble.',
    "- Make them specific to the organization's sector, size, tools and pains where the data names them.",
    ...QUESTION_RULES,
    `- Write every question in ${LANGUAGE_NAME[target.language]}.`,
    'Answer with a JSON object only, of the form {"questions": ["...", "..."], "typedQuestions": [...]}.',
    '"typedQuestions" holds every question again, in the same order and words, each as {"questionText": "...", "questionType": one of "textarea" (open, the default), "text" (a short answer), "single_choice", "multiple_choice", "rating" (1-5), "scale" (0-10), "yes_no", "number"}.',
    'A choice question adds "options": ["...", "..."] (2 to 10 labels), and a multiple_choice may add "allowOther": true; a scale adds "scaleLabels": {"min": "...", "max": "..."}; a number adds "numberRange": {"min": 0, "unit": "hours per week"} (min, max and unit each optional).',
  ].join('\n');
  const prompt = input.prompt.trim() || DEFAULT_GENERATION_PROMPT;
  const user = [
    "Administrator's instructions:",
    prompt,
    '',
    'Company/organization data (between the markers):',
    '<<<DATA',
    input.companyData.trim(),
    'DATA>>>',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export function chatFollowUpMessages(input: ChatFollowUpPayload, followUpAllowed: boolean): PromptMessage[] {
  const system = [
    'You are a friendly interviewer running a short survey about how a team works and where AI could help.',
    "Decide what happens after the respondent's latest answer to the current question.",
    followUpAllowed
      ? '- If the answer is short, vague or lacks a concrete example, ask ONE short, open probing follow-up question about it.'
      : '- A follow-up was already asked for this question: do not ask another one.',
    '- If the answer is clear and specific enough, do not ask a follow-up.',
    ...FOLLOW_UP_RULES,
    `- Write any follow-up question in ${LANGUAGE_NAME[input.language]}.`,
    'Answer with a JSON object only: {"followUpQuestion": string or null, "isComplete": boolean, "shouldMoveToNext": boolean}.',
    'Set followUpQuestion to null when no follow-up is needed; isComplete is true only after the last question.',
  ].join('\n');
  const history: PromptMessage[] = input.conversationHistory
    .slice(-MAX_HISTORY_TURNS)
    .map((entry) => ({ role: entry.role, content: entry.content }));
  const user = [
    `Current question: ${input.currentQuestion}`,
    `Respondent's answer: ${input.userMessage.trim() || '(no answer)'}`,
    `This is ${input.isLastQuestion ? 'the last' : 'not the last'} question of the survey.`,
  ].join('\n');
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: user }];
}

const TRANSLATION_TARGET = {
  ur: 'Urdu, written in Urdu (Perso-Arabic, Nastaliq) script, never Hindi or Roman Urdu',
} as const;

/**
 * Survey texts of an admin (a title, questions, options, scale labels, units) to translate. Each text
 * keeps its key, so the answer can be checked against the request text by text.
 */
export function translateTextsMessages(input: TranslateTextsPayload): PromptMessage[] {
  const system = [
    'You translate the texts of a workplace survey for its respondents.',
    `Translate every text into ${TRANSLATION_TARGET[input.targetLanguage]}.`,
    'Rules:',
    '- Natural, polite register (آپ), as a respectful survey would address a colleague; keep the meaning exactly, add nothing.',
    '- Keep placeholders such as {name} or {{count}}, numbers, URLs and product names (Excel, WhatsApp) as they are.',
    '- A short label (an option, a scale end, a unit) stays a short label.',
    '- Translate each text on its own; never merge, split, drop or reorder texts.',
    'Answer with one JSON object only: {"translations": [{"key": "...", "text": "..."}]}, with every key of the input exactly once.',
  ].join('\n');
  const user = JSON.stringify({ texts: input.texts.map(({ key, text }) => ({ key, text })) });
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

import type { ChatFollowUpPayload, ChatLanguage } from '../contract/chat-followup.job';
import type { GenerateQuestionsPayload } from '../contract/generate-questions.job';

export type PromptMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The spec's default prompt, used when the admin leaves the prompt blank. */
export const DEFAULT_GENERATION_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';

/** Only the most recent turns go to the model: enough context, bounded tokens. */
export const MAX_HISTORY_TURNS = 20;

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
    '- Each is an open question (not answerable with yes or no), at most two sentences and under 300 characters.',
    '- No numbering, no duplicates, no preamble.',
    "- Make them specific to the organization's sector, size, tools and pains where the data names them.",
    `- Write every question in ${LANGUAGE_NAME[target.language]}.`,
    'Answer with a JSON object only, of the form {"questions": ["...", "..."]}.',
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

import { z } from 'zod';
import type { ChatLanguage } from '../contract/chat-followup.job';
import { generatedQuestionSchema } from '../contract/generate-questions.job';
import { AiProviderError } from '../errors';
import { dedupeKey, detectLanguage } from './text-analysis';

/** The model's answer cannot be used as asked; the provider may ask again. */
export class MalformedModelOutputError extends AiProviderError {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedModelOutputError';
  }
}

/** The JSON object in a model answer, tolerating a Markdown code fence around it. */
export function parseJsonObject(content: string | null | undefined): Record<string, unknown> {
  if (!content || !content.trim()) throw new MalformedModelOutputError('the model returned an empty answer');
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(unfenced);
  } catch {
    throw new MalformedModelOutputError(`the model's answer is not JSON: ${preview(content)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedModelOutputError(`the model's answer is not a JSON object: ${preview(content)}`);
  }
  return value as Record<string, unknown>;
}

const questionsAnswerSchema = z.object({ questions: z.array(z.string()) });

/**
 * The questions of a generation answer: numbering stripped, blanks and duplicates dropped, cut to
 * `count`. Fewer than `count` usable questions, or questions in the wrong language, is malformed.
 */
export function parseGeneratedQuestions(
  content: string | null | undefined,
  count: number,
  language: ChatLanguage,
): string[] {
  const parsed = questionsAnswerSchema.safeParse(parseJsonObject(content));
  if (!parsed.success) throw new MalformedModelOutputError('the model\'s answer has no "questions" list of strings');

  const seen = new Set<string>();
  const questions: string[] = [];
  for (const raw of parsed.data.questions) {
    const question = raw.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim();
    const key = dedupeKey(question);
    if (!generatedQuestionSchema.safeParse(question).success || key === '' || seen.has(key)) continue;
    seen.add(key);
    questions.push(question);
  }
  if (questions.length < count) {
    throw new MalformedModelOutputError(`the model gave ${questions.length} usable questions, ${count} were asked for`);
  }
  const chosen = questions.slice(0, count);
  const inLanguage = chosen.filter((q) => detectLanguage(q) === language).length;
  if (inLanguage * 2 < chosen.length) {
    throw new MalformedModelOutputError(`the model's questions are not in the requested language (${language})`);
  }
  return chosen;
}

const followUpAnswerSchema = z.object({
  followUpQuestion: z.string().nullable(),
  isComplete: z.boolean().optional(),
  shouldMoveToNext: z.boolean().optional(),
});

/**
 * The follow-up the model proposes, or null when it proposes to move on or complete.
 * The final decision (at most one follow-up, completion after the last question) is the policy's.
 */
export function parseFollowUpProposal(content: string | null | undefined, language: ChatLanguage): string | null {
  const parsed = followUpAnswerSchema.safeParse(parseJsonObject(content));
  if (!parsed.success) {
    throw new MalformedModelOutputError('the model\'s answer needs "followUpQuestion" as a string or null');
  }
  const { followUpQuestion, isComplete, shouldMoveToNext } = parsed.data;
  if (isComplete === true || shouldMoveToNext === true) return null;
  const question = followUpQuestion?.trim() ?? '';
  if (question.length > 1_000) throw new MalformedModelOutputError('the follow-up question is too long');
  if (question.length > 0 && detectLanguage(question) !== language) {
    throw new MalformedModelOutputError(`the follow-up question is not in the requested language (${language})`);
  }
  return question.length > 0 ? question : null;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

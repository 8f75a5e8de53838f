import { z } from 'zod';
import {
  type ChatLanguage,
  generatedQuestionSchema,
  typedQuestionSchema,
  type TypedQuestion,
  type TranslateTextsPayload,
  type TranslateTextsResult,
  AiProviderError,
} from '@seedline/shared';
import { dedupeKey, detectLanguage } from '../analysis/text-analysis';

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
  const opened = content.trim().replace(/^```(?:json)?\s*/i, '');
  const unfenced = opened.endsWith('```') ? opened.slice(0, -3).trimEnd() : opened;
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

/**
 * The type the model proposes for each question, matched by its words (the model may number or drop
 * some); any proposal missing or out of contract is a long text question. Never malformed: the
 * questions are what was asked for, the types a help beside them.
 */
export function parseTypedQuestions(content: string | null | undefined, questions: readonly string[]): TypedQuestion[] {
  let proposals: unknown[] = [];
  try {
    const raw = parseJsonObject(content).typedQuestions;
    if (Array.isArray(raw)) proposals = raw;
  } catch {
    // the questions were parsed from the same answer; no types is not a reason to ask again
  }
  const byText = new Map<string, TypedQuestion>();
  for (const proposal of proposals) {
    if (typeof proposal !== 'object' || proposal === null) continue;
    const text = String((proposal as { questionText?: unknown }).questionText ?? '')
      .replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '')
      .trim();
    const parsed = typedQuestionSchema.safeParse({ ...proposal, questionText: text });
    if (parsed.success && !byText.has(dedupeKey(text))) byText.set(dedupeKey(text), parsed.data);
  }
  return questions.map((question) => {
    const typed = byText.get(dedupeKey(question));
    return typed ? { ...typed, questionText: question } : { questionText: question, questionType: 'textarea' };
  });
}

const translationsAnswerSchema = z.object({
  translations: z.array(z.object({ key: z.string(), text: z.string() })),
});

const ARABIC_SCRIPT_LETTER = /\p{Script=Arabic}/u;
const LATIN_WORD = /\p{Script=Latin}{2,}/gu;
/** A one-word original ("Excel", "WhatsApp") may rightly stay as it is; a phrase must become Urdu. */
const hasWordsToTranslate = (original: string) => (original.match(LATIN_WORD) ?? []).length >= 2;

/**
 * The translations of a translate-texts answer, in the order of the request: every key of the request
 * exactly once, none other, none blank, and Urdu script wherever the original has words to translate.
 */
export function parseTranslations(
  content: string | null | undefined,
  input: TranslateTextsPayload,
): TranslateTextsResult['translations'] {
  const parsed = translationsAnswerSchema.safeParse(parseJsonObject(content));
  if (!parsed.success) {
    throw new MalformedModelOutputError('the model\'s answer has no "translations" list of {key, text}');
  }
  const byKey = new Map<string, string>();
  for (const { key, text } of parsed.data.translations) {
    if (byKey.has(key)) throw new MalformedModelOutputError(`the model translated "${preview(key)}" twice`);
    byKey.set(key, text.trim());
  }
  const asked = new Set(input.texts.map((t) => t.key));
  const extra = [...byKey.keys()].filter((key) => !asked.has(key));
  if (extra.length > 0 || byKey.size !== input.texts.length) {
    throw new MalformedModelOutputError(
      `the model returned ${byKey.size} translations for ${input.texts.length} texts${extra.length > 0 ? ', with unknown keys' : ''}`,
    );
  }
  return input.texts.map(({ key, text: original }) => {
    const text = byKey.get(key);
    if (text === undefined) throw new MalformedModelOutputError(`the model left out "${preview(key)}"`);
    if (text === '') throw new MalformedModelOutputError(`the model's translation of "${preview(key)}" is blank`);
    if (hasWordsToTranslate(original) && !ARABIC_SCRIPT_LETTER.test(text)) {
      throw new MalformedModelOutputError(`the model's translation of "${preview(key)}" is not in Urdu script`);
    }
    return { key, text };
  });
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

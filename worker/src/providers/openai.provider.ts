import {
  DEFAULT_OPENAI_MODEL,
  type AnalyseResponsesPayload,
  type AnalyseResponsesResult,
  type AnalysisProgress,
  type ChatFollowUpPayload,
  type ChatFollowUpResult,
  type GenerateQuestionsPayload,
  type GenerateQuestionsResult,
  type TranslateTextsPayload,
  type TranslateTextsResult,
  AiProviderError,
} from '@seedline/shared';
import type OpenAI from 'openai';
import type * as OpenAiModule from 'openai';

type OpenAiSdk = typeof OpenAiModule;
let sdk: OpenAiSdk | null = null;

/**
 * The OpenAI SDK, loaded with the first provider that uses it (about 150 files): a deployment without
 * a key runs the offline provider and never loads it. Its error classes are read from here too, so
 * they are the ones the client throws.
 */
function openAiSdk(): OpenAiSdk {
  // Required here rather than imported so that importing the worker package does not load the SDK.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  sdk ??= require('openai') as OpenAiSdk;
  return sdk;
}
import { UnrecoverableError } from 'bullmq';
import type { AiProvider } from './ai-provider';
import { decideFollowUp, mayAskFollowUp, typedFollowUp } from './follow-up-policy';
import { inputLanguage, questionCount } from './generation-target';
import { analyseWithModel } from './openai-analysis';
import {
  MalformedModelOutputError,
  parseFollowUpProposal,
  parseGeneratedQuestions,
  parseTranslations,
  parseTypedQuestions,
} from './parse';
import { keepsInterviewRules } from './interview-guard';
import { offlineProbe } from './offline-follow-up';
import { offlineQuestions } from './offline-questions';
import {
  chatFollowUpMessages,
  generateQuestionsMessages,
  leadingFollowUpCorrection,
  leadingQuestionsCorrection,
  translateTextsMessages,
  type PromptMessage,
} from './prompts';
import { proposeQuestionType } from './question-typing';
import { dedupeKey } from '../analysis/text-analysis';

export type OpenAiProviderOptions = {
  apiKey: string;
  /** Any OpenAI-compatible server (vLLM, Ollama, LM Studio); unset means api.openai.com. */
  baseURL?: string;
  model?: string;
  /** Per HTTP request. */
  requestTimeoutMs?: number;
  /** Retries of one request on 408/409/429/5xx or a dropped connection. */
  httpRetries?: number;
  /** Upper bound of one wait between HTTP retries, whatever Retry-After says. */
  maxRetryDelayMs?: number;
  /** Prompt tokens (≈ characters / 4) one step of the response analysis may spend on answers. */
  analysisTokenBudget?: number;
  /** How many times the model is asked in all when its answer is malformed (default 2: one re-ask). */
  answerAttempts?: number;
};

/** The provider rejected the request itself (bad key, unknown model, bad request): retrying cannot help. */
export class AiProviderRejectedError extends UnrecoverableError {
  constructor(message: string) {
    super(message);
    this.name = 'AiProviderRejectedError';
  }
}

/**
 * The model's answers stayed unusable (malformed, wrong language) after the re-ask. Asking again is
 * what failed, so the queue must not ask again either: unrecoverable, no BullMQ attempts.
 */
export class AiModelAnswerUnusableError extends UnrecoverableError {
  constructor(message: string) {
    super(message);
    this.name = 'AiModelAnswerUnusableError';
  }
}

/**
 * OpenAI-compatible provider: JSON-mode chat completions, answers parsed and checked before use.
 * Retries are ours, not the SDK's, so every wait is bounded: HTTP retries with capped backoff, and
 * a malformed answer asked again a few times before the job fails with a clear message.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const model = options.model?.trim() || DEFAULT_OPENAI_MODEL;
  const client: OpenAI = new (openAiSdk().OpenAI)({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.requestTimeoutMs ?? 60_000,
  });
  const httpRetries = options.httpRetries ?? 2;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 10_000;
  const answerAttempts = options.answerAttempts ?? 2;

  async function complete(messages: PromptMessage[]): Promise<string | null> {
    for (let retry = 0; ; retry++) {
      try {
        const completion = await client.chat.completions.create({
          model,
          messages,
          response_format: { type: 'json_object' },
          temperature: 0.4,
        });
        return completion.choices[0]?.message?.content ?? null;
      } catch (error) {
        if (retry < httpRetries && isRetryable(error)) {
          await sleep(retryDelayMs(error, retry, maxRetryDelayMs));
          continue;
        }
        throw describeFailure(error);
      }
    }
  }

  async function askUntilUsable<T>(messages: PromptMessage[], parse: (content: string | null) => T): Promise<T> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= answerAttempts; attempt++) {
      try {
        return parse(await complete(messages));
      } catch (error) {
        if (!(error instanceof MalformedModelOutputError)) throw error;
        lastProblem = error.message;
      }
    }
    throw new AiModelAnswerUnusableError(
      `The model's answer was unusable after ${answerAttempts} attempts: ${lastProblem}`,
    );
  }

  return {
    name: `openai:${model}`,
    async generateQuestions(input: GenerateQuestionsPayload): Promise<GenerateQuestionsResult> {
      const target = { count: questionCount(input), language: inputLanguage(input) };
      const messages = generateQuestionsMessages(input, target);
      const parse = (content: string | null) => {
        const questions = parseGeneratedQuestions(content, target.count, target.language);
        return { questions, typed: parseTypedQuestions(content, questions) };
      };
      let { questions, typed } = await askUntilUsable(messages, parse);
      const broken = questions.filter((q) => !keepsInterviewRules(q));
      if (broken.length > 0) {
        // Asked again once; whatever still breaks the rules is replaced by the offline interviewer's questions.
        ({ questions, typed } = await askUntilUsable([...messages, leadingQuestionsCorrection(broken)], parse));
        questions = replaceBroken(questions, offlineQuestions(input));
      }
      // A question the offline interviewer stood in for gets the type its own words call for.
      const typedQuestions = questions.map(
        (question) => typed.find((t) => t.questionText === question) ?? proposeQuestionType(question),
      );
      return { questions, typedQuestions };
    },
    analyseResponses(input: AnalyseResponsesPayload, onProgress: AnalysisProgress): Promise<AnalyseResponsesResult> {
      return analyseWithModel(
        input,
        onProgress,
        { name: `openai:${model}`, ask: complete },
        {
          tokenBudget: options.analysisTokenBudget,
        },
      );
    },
    async chatFollowUp(input: ChatFollowUpPayload): Promise<ChatFollowUpResult> {
      // A typed answer's follow-up is fixed words (a low rating, a low score, a "No"): no model call.
      const typedAnswer = typedFollowUp(input);
      if (typedAnswer.kind === 'typed') return decideFollowUp(input, typedAnswer.followUp);
      const allowed = mayAskFollowUp(input);
      try {
        const messages = chatFollowUpMessages(input, allowed);
        const parse = (content: string | null) => parseFollowUpProposal(content, input.language);
        let proposal = await askUntilUsable(messages, parse);
        if (allowed && proposal !== null && !keepsInterviewRules(proposal)) {
          // A leading follow-up is never asked: the model is asked again once, then the offline probe stands in.
          proposal = await askUntilUsable([...messages, leadingFollowUpCorrection(proposal)], parse);
          if (proposal !== null && !keepsInterviewRules(proposal)) proposal = offlineProbe(input);
        }
        return decideFollowUp(input, proposal);
      } catch (error) {
        // An unusable follow-up is not worth a failed survey step: the chat moves on (or completes).
        if (!(error instanceof AiModelAnswerUnusableError)) throw error;
        return input.isLastQuestion
          ? { isComplete: true, followUpQuestion: null, shouldMoveToNext: false }
          : { isComplete: false, followUpQuestion: null, shouldMoveToNext: true };
      }
    },
    async translateTexts(input: TranslateTextsPayload): Promise<TranslateTextsResult> {
      // In batches, so one answer stays well within the model's output limit.
      const translations: TranslateTextsResult['translations'] = [];
      for (const texts of batches(input.texts, MAX_TEXTS_PER_REQUEST, MAX_CHARACTERS_PER_REQUEST)) {
        const batch = { ...input, texts };
        translations.push(
          ...(await askUntilUsable(translateTextsMessages(batch), (content) => parseTranslations(content, batch))),
        );
      }
      return { translations };
    },
  };
}

export const MAX_TEXTS_PER_REQUEST = 50;
export const MAX_CHARACTERS_PER_REQUEST = 12_000;

/** Consecutive runs of at most `maxCount` items and (unless one item alone exceeds it) `maxChars` characters. */
export function batches<T extends { text: string }>(items: readonly T[], maxCount: number, maxChars: number): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const item of items) {
    if (current.length > 0 && (current.length >= maxCount || chars + item.text.length > maxChars)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += item.text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The questions, with any that break the interviewing rules replaced by distinct ones of `fallback`. */
export function replaceBroken(questions: readonly string[], fallback: readonly string[]): string[] {
  const seen = new Set(questions.filter(keepsInterviewRules).map(dedupeKey));
  const spare = fallback.filter((q) => !seen.has(dedupeKey(q)));
  return questions.map((q) => {
    if (keepsInterviewRules(q)) return q;
    const next = spare.shift() ?? q;
    seen.add(dedupeKey(next));
    return next;
  });
}

function isRetryable(error: unknown): boolean {
  const { APIConnectionError, APIError } = openAiSdk();
  if (error instanceof APIConnectionError) return true;
  if (error instanceof APIError && typeof error.status === 'number') {
    return error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500;
  }
  return false;
}

/** Retry-After(-ms) when the server sends it, else exponential from 500 ms; never above the cap. */
export function retryDelayMs(error: unknown, retry: number, capMs: number): number {
  const { APIError } = openAiSdk();
  const headers = error instanceof APIError ? error.headers : undefined;
  const number = (value: string | null | undefined) => {
    const n = value == null || value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(n) && n >= 0 ? n : undefined;
  };
  const ms = number(headers?.get('retry-after-ms'));
  const seconds = number(headers?.get('retry-after'));
  const asked = ms ?? (seconds === undefined ? undefined : seconds * 1000);
  return Math.min(asked ?? 500 * 2 ** retry, capMs);
}

function describeFailure(error: unknown): Error {
  const { APIConnectionError, APIError } = openAiSdk();
  if (error instanceof APIError && typeof error.status === 'number') {
    const message = `The AI provider answered ${error.status}: ${error.message}`;
    return isRetryable(error) ? new AiProviderError(message, { cause: error }) : new AiProviderRejectedError(message);
  }
  if (error instanceof APIConnectionError) {
    return new AiProviderError(`The AI provider could not be reached: ${error.message}`, { cause: error });
  }
  return error instanceof Error ? error : new AiProviderError(String(error));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

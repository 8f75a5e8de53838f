import { type z } from 'zod';
import {
  CHAT_FOLLOWUP_JOB,
  chatFollowUpPayloadSchema,
  chatFollowUpResultSchema,
  type ChatFollowUpPayload,
  type ChatFollowUpResult,
} from './chat-followup.job';
import {
  GENERATE_QUESTIONS_JOB,
  generateQuestionsPayloadSchema,
  generateQuestionsResultSchema,
  type GenerateQuestionsPayload,
  type GenerateQuestionsResult,
} from './generate-questions.job';
import {
  ANALYSE_RESPONSES_JOB,
  analyseResponsesPayloadSchema,
  analyseResponsesResultSchema,
  type AnalyseResponsesPayload,
  type AnalyseResponsesResult,
} from './analyse-responses.job';
import {
  TRANSLATE_TEXTS_JOB,
  translateTextsPayloadSchema,
  translateTextsResultSchema,
  type TranslateTextsPayload,
  type TranslateTextsResult,
} from './translate-texts.job';
import { InvalidJobInputError } from '../errors';

/** The one BullMQ queue that carries every AI job. */
export const AI_QUEUE = 'ai';
/** Default Redis key prefix of the queue (BullMQ `prefix`). */
export const AI_DEFAULT_PREFIX = 'seedline';

/** How long the API waits for an awaited job by default (AI_JOB_TIMEOUT_MS). */
export const DEFAULT_AI_JOB_TIMEOUT_MS = 30_000;

export type AiJobName =
  typeof GENERATE_QUESTIONS_JOB | typeof CHAT_FOLLOWUP_JOB | typeof ANALYSE_RESPONSES_JOB | typeof TRANSLATE_TEXTS_JOB;

export type AiJobPayloads = {
  [GENERATE_QUESTIONS_JOB]: GenerateQuestionsPayload;
  [CHAT_FOLLOWUP_JOB]: ChatFollowUpPayload;
  [ANALYSE_RESPONSES_JOB]: AnalyseResponsesPayload;
  [TRANSLATE_TEXTS_JOB]: TranslateTextsPayload;
};

export type AiJobResults = {
  [GENERATE_QUESTIONS_JOB]: GenerateQuestionsResult;
  [CHAT_FOLLOWUP_JOB]: ChatFollowUpResult;
  [ANALYSE_RESPONSES_JOB]: AnalyseResponsesResult;
  [TRANSLATE_TEXTS_JOB]: TranslateTextsResult;
};

export const AI_JOB_NAMES: readonly AiJobName[] = [
  GENERATE_QUESTIONS_JOB,
  CHAT_FOLLOWUP_JOB,
  ANALYSE_RESPONSES_JOB,
  TRANSLATE_TEXTS_JOB,
];

const schemas: { [N in AiJobName]: { payload: z.ZodType<AiJobPayloads[N]>; result: z.ZodType<AiJobResults[N]> } } = {
  [GENERATE_QUESTIONS_JOB]: { payload: generateQuestionsPayloadSchema, result: generateQuestionsResultSchema },
  [CHAT_FOLLOWUP_JOB]: { payload: chatFollowUpPayloadSchema, result: chatFollowUpResultSchema },
  [ANALYSE_RESPONSES_JOB]: { payload: analyseResponsesPayloadSchema, result: analyseResponsesResultSchema },
  [TRANSLATE_TEXTS_JOB]: { payload: translateTextsPayloadSchema, result: translateTextsResultSchema },
};

export function isAiJobName(name: unknown): name is AiJobName {
  return typeof name === 'string' && (AI_JOB_NAMES as readonly string[]).includes(name);
}

/** Validates a payload for a job; throws InvalidJobInputError (never retried) when it does not fit. */
export function parseAiJobPayload<N extends AiJobName>(name: N, raw: unknown): AiJobPayloads[N];
export function parseAiJobPayload(name: string, raw: unknown): AiJobPayloads[AiJobName];
export function parseAiJobPayload(name: string, raw: unknown): AiJobPayloads[AiJobName] {
  if (!isAiJobName(name)) throw new InvalidJobInputError(`Unknown AI job "${name}"`);
  const parsed = schemas[name].payload.safeParse(raw);
  if (!parsed.success) throw new InvalidJobInputError(describeIssues(parsed.error));
  return parsed.data;
}

/** Validates a job result; returns the issues as a message, or the typed result. */
export function safeParseAiJobResult<N extends AiJobName>(
  name: N,
  raw: unknown,
): { ok: true; value: AiJobResults[N] } | { ok: false; message: string } {
  const parsed = schemas[name].result.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: describeIssues(parsed.error) };
}

/** A short, human-readable summary of validation issues ("companyData: Please provide ..."). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

import {
  parseAiJobPayload,
  safeParseAiJobResult,
  type AiJobName,
  type AiJobPayloads,
  type AiJobResults,
  ANALYSE_RESPONSES_JOB,
  type AnalysisProgress,
  CHAT_FOLLOWUP_JOB,
  GENERATE_QUESTIONS_JOB,
  TRANSLATE_TEXTS_JOB,
  AiProviderError,
  AiUnsupportedError,
} from '@seedline/shared';
import { analyseResponsesOffline } from '../analysis/analyse-responses-offline';
import type { AiProvider } from '../providers/ai-provider';

export type ProcessHooks = {
  /** 0..100 as a long job (analyse-responses) advances; called only when the whole percent changes. */
  onProgress?: AnalysisProgress;
};

/**
 * Runs one AI job, the same way under the BullMQ worker and the in-process runner:
 * 1. validate the payload (out of contract: InvalidJobInputError, never retried),
 * 2. ask the provider, 3. validate its result (out of contract: AiProviderError, retryable).
 */
export async function processAiJob<N extends AiJobName>(
  name: N,
  rawPayload: unknown,
  provider: AiProvider,
  hooks?: ProcessHooks,
): Promise<AiJobResults[N]>;
export async function processAiJob(
  name: string,
  rawPayload: unknown,
  provider: AiProvider,
  hooks?: ProcessHooks,
): Promise<AiJobResults[AiJobName]>;
export async function processAiJob(
  name: string,
  rawPayload: unknown,
  provider: AiProvider,
  hooks: ProcessHooks = {},
): Promise<AiJobResults[AiJobName]> {
  const payload = parseAiJobPayload(name, rawPayload);
  const jobName = name as AiJobName;
  const raw = await callProvider(jobName, payload, provider, wholePercents(hooks.onProgress));
  const checked = safeParseAiJobResult(jobName, raw);
  if (!checked.ok) {
    throw new AiProviderError(
      `The ${provider.name} provider returned an invalid ${jobName} result: ${checked.message}`,
    );
  }
  return checked.value;
}

function callProvider(
  name: AiJobName,
  payload: AiJobPayloads[AiJobName],
  provider: AiProvider,
  onProgress: AnalysisProgress,
): Promise<unknown> {
  switch (name) {
    case GENERATE_QUESTIONS_JOB:
      return provider.generateQuestions(payload as AiJobPayloads[typeof GENERATE_QUESTIONS_JOB]);
    case CHAT_FOLLOWUP_JOB:
      return provider.chatFollowUp(payload as AiJobPayloads[typeof CHAT_FOLLOWUP_JOB]);
    case TRANSLATE_TEXTS_JOB:
      return provider.translateTexts
        ? provider.translateTexts(payload as AiJobPayloads[typeof TRANSLATE_TEXTS_JOB])
        : Promise.reject(new AiUnsupportedError(`The ${provider.name} AI provider cannot translate`));
    case ANALYSE_RESPONSES_JOB: {
      const input = payload as AiJobPayloads[typeof ANALYSE_RESPONSES_JOB];
      return provider.analyseResponses
        ? provider.analyseResponses(input, onProgress)
        : Promise.resolve().then(() => analyseResponsesOffline(input, onProgress));
    }
    default: {
      const unknown: never = name;
      throw new Error(`Unhandled AI job ${String(unknown)}`);
    }
  }
}

/** Passes on whole percents (0..100), each once and never backwards: a queue update per call would be waste. */
export function wholePercents(onProgress: AnalysisProgress | undefined): AnalysisProgress {
  if (!onProgress) return () => undefined;
  let last = -1;
  return (percent) => {
    const whole = Math.max(0, Math.min(100, Math.floor(percent)));
    if (whole <= last) return;
    last = whole;
    onProgress(whole);
  };
}

import {
  parseAiJobPayload,
  safeParseAiJobResult,
  type AiJobName,
  type AiJobPayloads,
  type AiJobResults,
} from '../contract/ai-jobs';
import { CHAT_FOLLOWUP_JOB } from '../contract/chat-followup.job';
import { GENERATE_QUESTIONS_JOB } from '../contract/generate-questions.job';
import { AiProviderError } from '../errors';
import type { AiProvider } from '../providers/ai-provider';

/**
 * Runs one AI job, the same way under the BullMQ worker and the in-process runner:
 * 1. validate the payload (out of contract: InvalidJobInputError, never retried),
 * 2. ask the provider, 3. validate its result (out of contract: AiProviderError, retryable).
 */
export async function processAiJob<N extends AiJobName>(name: N, rawPayload: unknown, provider: AiProvider): Promise<AiJobResults[N]>;
export async function processAiJob(name: string, rawPayload: unknown, provider: AiProvider): Promise<AiJobResults[AiJobName]>;
export async function processAiJob(name: string, rawPayload: unknown, provider: AiProvider): Promise<AiJobResults[AiJobName]> {
  const payload = parseAiJobPayload(name, rawPayload);
  const jobName = name as AiJobName;
  const raw = await callProvider(jobName, payload, provider);
  const checked = safeParseAiJobResult(jobName, raw);
  if (!checked.ok) {
    throw new AiProviderError(`The ${provider.name} provider returned an invalid ${jobName} result: ${checked.message}`);
  }
  return checked.value;
}

function callProvider(name: AiJobName, payload: AiJobPayloads[AiJobName], provider: AiProvider): Promise<unknown> {
  switch (name) {
    case GENERATE_QUESTIONS_JOB:
      return provider.generateQuestions(payload as AiJobPayloads[typeof GENERATE_QUESTIONS_JOB]);
    case CHAT_FOLLOWUP_JOB:
      return provider.chatFollowUp(payload as AiJobPayloads[typeof CHAT_FOLLOWUP_JOB]);
    default: {
      const unknown: never = name;
      throw new Error(`Unhandled AI job ${String(unknown)}`);
    }
  }
}

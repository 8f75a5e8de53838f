// Public interface of @seedline/worker: the AI job contract, providers, the processor, runners and errors.
export * from './contract/ai-jobs';
export * from './contract/generate-questions.job';
export * from './contract/chat-followup.job';
export * from './contract/analyse-responses.job';
export * from './contract/translate-texts.job';
export * from './contract/question-types';
export * from './contract/job-context';
export * from './errors';
export { withTimeout } from './with-timeout';
export type { AiProvider } from './providers/ai-provider';
export { createOfflineProvider } from './providers/offline.provider';
export * from './analysis';
export { createOpenAiProvider, AiProviderRejectedError, type OpenAiProviderOptions } from './providers/openai.provider';
export { DEFAULT_OPENAI_MODEL } from './config/shared-variables';
export { createProvider, providerFromConfig } from './providers/create-provider';
export { processAiJob, type ProcessHooks } from './processors/process-ai-job';
export {
  ConfigError,
  LOG_LEVELS,
  loadEnvFiles,
  logTransport,
  DEFAULT_LIMITS,
  readApiConfig,
  readProviderConfig,
  readWorkerConfig,
  type ApiConfig,
  type LogLevelName,
  type ProviderConfig,
  type PublicLimits,
  type TrustProxy,
  type WorkerConfig,
} from './config';
export { type AiJobRunner, type JobStatus, type RunOptions, type StartOptions } from './queue/ai-job-runner';
export { DEFAULT_AI_JOB_TIMEOUT_MS } from './contract/ai-jobs';
export { BullmqAiRunner, type BullmqAiRunnerOptions } from './queue/bullmq-ai-runner';
export { InProcessAiRunner, type InProcessAiRunnerOptions } from './queue/in-process-ai-runner';
export { RECENT_JOBS_KEPT, type RecentJob, type RecentJobState } from './queue/recent-jobs';
export { enqueueAndAwait, type EnqueueAndAwaitOptions } from './queue/enqueue-and-await';
export { ResultListener } from './queue/result-listener';
export { createAiWorker, type AiWorkerOptions } from './queue/ai-worker';
export { AI_JOB_OPTIONS, AI_WORKER_STALL_SETTINGS, RESULT_TTL_SECONDS } from './queue/job-options';
export { resultKey, resultChannel, type JobOutcome } from './queue/result-channel';
export { ERASED_TEXT } from './queue/job-traces';
export { pingRedisOnce, type RedisConnection } from './queue/redis-connection';

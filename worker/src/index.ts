// @seedline/worker: the AI runtime. The providers (offline and OpenAI-compatible), the job processor,
// the runners the API starts jobs with (BullMQ, or in-process for the embedded default), the BullMQ
// worker and the offline analysis. The contract these run (job names, payloads, results, errors) and
// the configuration live in @seedline/shared, which both processes import.
export type { AiProvider } from './providers/ai-provider';
export { createOfflineProvider } from './providers/offline.provider';
export * from './analysis';
export { createOpenAiProvider, AiProviderRejectedError, type OpenAiProviderOptions } from './providers/openai.provider';
export { createProvider, providerFromConfig } from './providers/create-provider';
export { processAiJob, type ProcessHooks } from './processors/process-ai-job';
export { type AiJobRunner, type JobStatus, type RunOptions, type StartOptions } from './queue/ai-job-runner';
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

/** The AiJobRunner of this app: BullMQ with REDIS_URL, in-process otherwise. */
export const AI_RUNNER = Symbol('AI_RUNNER');

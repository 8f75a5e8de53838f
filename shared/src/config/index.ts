// One configuration for the API and the worker: every variable read from the environment, its
// default and its rule, in one place (zod schemas). A bad value stops start-up naming the variable.
export { ConfigError } from './config-error';
export { loadEnvFiles, REPO_ROOT } from './env-file';
export { DEFAULT_OPENAI_MODEL, LOG_LEVELS, type LogLevelName, type ProviderConfig } from './shared-variables';
export { readApiConfig, type ApiConfig } from './api-config';
export { DEFAULT_LIMITS, type PublicLimits } from './limits';
export {
  DEFAULT_WORKER_CONCURRENCY,
  DEFAULT_WORKER_HEALTH_PORT,
  readProviderConfig,
  readWorkerConfig,
  readWorkerOpsConfig,
  type WorkerConfig,
  type WorkerOpsConfig,
} from './worker-config';
export { parseEnv, optional, withDefault, wholeNumber, type Env, type TrustProxy } from './variables';

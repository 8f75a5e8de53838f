import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_AI_JOB_TIMEOUT_MS } from '../contract/ai-jobs';
import { DAY_MS, DEFAULT_LIMITS, LIMIT_VARIABLES, limitsOf, type PublicLimits } from './limits';
import { SHARED_VARIABLES, providerOf, type LogLevelName, type ProviderConfig } from './shared-variables';
import {
  atLeast,
  flag,
  matching,
  optional,
  parseEnv,
  text,
  trustProxy,
  url,
  wholeNumber,
  withDefault,
  type Env,
  type TrustProxy,
} from './variables';

/** Base64 (or base64url) text of exactly 32 bytes, as `openssl rand -base64 32` prints it. */
function base64Key32() {
  return z
    .string()
    .refine(
      (raw) => /^[A-Za-z0-9+/_-]{43}=?$/.test(raw) && Buffer.from(raw, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .transform((raw) => Buffer.from(raw, 'base64'));
}

const API_VARIABLES = z.object({
  ...SHARED_VARIABLES,
  PORT: withDefault(wholeNumber(1, 65_535), 3000),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  DATABASE_SCHEMA: optional(matching(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase SQL identifier')),
  DATA_DIR: withDefault(text, 'data'),
  UPLOAD_DIR: optional(text),
  ADMIN_USERNAME: withDefault(z.string().max(100, 'must be at most 100 characters'), 'admin'),
  ADMIN_PASSWORD: optional(atLeast(8)),
  SESSION_SECRET: optional(atLeast(16)),
  DATA_ENCRYPTION_KEY: optional(base64Key32()),
  SURVEYS_ACCESS_PASSWORD: optional(text),
  AI_JOB_TIMEOUT_MS: withDefault(wholeNumber(1, 600_000), DEFAULT_AI_JOB_TIMEOUT_MS),
  SEED_STARTER_SURVEY: withDefault(flag(), true),
  QUALITY_KEEPER: withDefault(flag(), true),
  TRUST_PROXY: withDefault(trustProxy(), ['loopback']),
  SESSION_ABSOLUTE_TTL_MS: withDefault(wholeNumber(60_000, 365 * DAY_MS), DEFAULT_LIMITS.sessionAbsoluteTtlMs),
  WEBHOOKS_ALLOW_LOOPBACK: withDefault(flag(), false),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: optional(matching(/^[^\r\n@]*@[^\r\n]*$/, 'must be an address, e.g. Seedline <seedline@example.com>')),
  MAIL_UNSUBSCRIBE_TO: optional(
    matching(/^[^\s@<>,;"]+@[^\s@<>,;"]+$/, 'must be a bare address, e.g. unsubscribe@example.com'),
  ),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  ...LIMIT_VARIABLES,
});

/** The variables the API reads (documented in .env.example). */
export const API_VARIABLE_NAMES = Object.keys(API_VARIABLES.shape);

/** Everything the API reads from the environment, parsed once at start-up. */
export type ApiConfig = {
  port: number;
  databaseUrl: string | null;
  /** Postgres schema to use (tests give each run its own); null means the server default. */
  databaseSchema: string | null;
  redisUrl: string | null;
  dataDir: string;
  uploadDir: string;
  provider: ProviderConfig;
  adminUsername: string;
  adminPassword: string | null;
  sessionSecret: string | null;
  /** Key-encryption key (32 bytes) wrapping the per-stream data keys; null: generated and kept under DATA_DIR. */
  dataEncryptionKey: Buffer | null;
  surveysAccessPassword: string | null;
  aiJobTimeoutMs: number;
  /** Prefix for BullMQ keys (tests give each run its own); the worker must use the same one. */
  queuePrefix: string;
  /** Create the starter discovery survey on the first start (off in tests). */
  seedStarterSurvey: boolean;
  /** Score responses' quality in the background (issue 50); specs call the keeper's pass themselves. */
  qualityKeeper: boolean;
  /** Bearer token a Prometheus scraper sends to /metrics (admins need none); null: admins only. */
  metricsToken: string | null;
  logLevel: LogLevelName;
  /** Fastify's `trustProxy`: which hops' X-Forwarded-For/-Proto to believe (default loopback). */
  trustProxy: TrustProxy;
  /** A session ends this long after login, however active it is (the idle timeout ends it sooner). */
  sessionAbsoluteTtlMs: number;
  /** The public write path's limits (docs/operations.md, "Limits"). */
  limits: PublicLimits;
  /** Webhooks may go to 127.0.0.1, ::1 and `localhost` over http (tests, a receiver on this machine). */
  webhooksAllowLoopback: boolean;
  /** E-mail notifications: both set, or they are off (the admin's screen says so). */
  smtpUrl: string | null;
  mailFrom: string | null;
  /** An address whose mailbox takes unsubscribe requests by mail (List-Unsubscribe's mailto); null: none. */
  mailUnsubscribeTo: string | null;
  /** Where this app is reached from outside (links in e-mails); null: http://localhost:PORT. */
  publicUrl: string | null;
};

/** The API's configuration; relative DATA_DIR and UPLOAD_DIR are taken from `cwd`. */
export function readApiConfig(env: Env, cwd: string): ApiConfig {
  const vars = parseEnv(API_VARIABLES, env);
  const dataDir = path.resolve(cwd, vars.DATA_DIR);
  return {
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL ?? null,
    databaseSchema: vars.DATABASE_SCHEMA ?? null,
    redisUrl: vars.REDIS_URL ?? null,
    dataDir,
    uploadDir: path.resolve(cwd, vars.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    provider: providerOf(vars),
    adminUsername: vars.ADMIN_USERNAME,
    adminPassword: vars.ADMIN_PASSWORD ?? null,
    sessionSecret: vars.SESSION_SECRET ?? null,
    dataEncryptionKey: vars.DATA_ENCRYPTION_KEY ?? null,
    surveysAccessPassword: vars.SURVEYS_ACCESS_PASSWORD ?? null,
    aiJobTimeoutMs: vars.AI_JOB_TIMEOUT_MS,
    queuePrefix: vars.QUEUE_PREFIX,
    seedStarterSurvey: vars.SEED_STARTER_SURVEY,
    qualityKeeper: vars.QUALITY_KEEPER,
    metricsToken: vars.METRICS_TOKEN ?? null,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    sessionAbsoluteTtlMs: vars.SESSION_ABSOLUTE_TTL_MS,
    limits: limitsOf(vars),
    webhooksAllowLoopback: vars.WEBHOOKS_ALLOW_LOOPBACK,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM ?? null,
    mailUnsubscribeTo: vars.MAIL_UNSUBSCRIBE_TO ?? null,
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).href.replace(/\/$/, '') : null,
  };
}

import { wholeNumber, withDefault } from './variables';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The public write path's limits. Counters live in Postgres (the API's rate_limits table), so every
 * replica counts the same; a window is at most a day (the table forgets older rows).
 */
export type PublicLimits = {
  /** One window for the per-address and per-survey counters below. */
  windowMs: number;
  /** Responses one address may start in a window. */
  startsPerAddress: number;
  /** Responses one survey may receive in a window, from everyone together. */
  startsPerSurvey: number;
  /** Answers and completions one address may send in a window. */
  writesPerAddress: number;
  /** Answers and completions one response may receive in a window. */
  writesPerResponse: number;
  /** AI follow-up calls one response may make in a day (one follow-up per question besides). */
  followUpsPerResponse: number;
  /** AI follow-up calls one address may make in a window. */
  followUpsPerAddress: number;
  /** Recordings of one answer (a question's or a follow-up's) per response. */
  answerRevisions: number;
  /** Admin login: failed attempts counted over this window (ms). */
  loginWindowMs: number;
  /** Failed logins one address may make with one user name in the login window. */
  loginsPerAddressAndUser: number;
  /** Failed logins one address may make, whatever the user name, in the login window. */
  loginsPerAddress: number;
};

export const DEFAULT_LIMITS = {
  windowMs: 10 * 60 * 1000,
  startsPerAddress: 30,
  startsPerSurvey: 1_000,
  writesPerAddress: 600,
  writesPerResponse: 300,
  followUpsPerResponse: 60,
  followUpsPerAddress: 120,
  answerRevisions: 20,
  loginWindowMs: 15 * 60 * 1000,
  loginsPerAddressAndUser: 10,
  loginsPerAddress: 50,
  sessionAbsoluteTtlMs: 7 * DAY_MS,
} as const;

const count = (fallback: number) => withDefault(wholeNumber(1, 1_000_000), fallback);

export const LIMIT_VARIABLES = {
  LIMIT_WINDOW_MS: withDefault(wholeNumber(1_000, DAY_MS), DEFAULT_LIMITS.windowMs),
  LIMIT_STARTS_PER_ADDRESS: count(DEFAULT_LIMITS.startsPerAddress),
  LIMIT_STARTS_PER_SURVEY: count(DEFAULT_LIMITS.startsPerSurvey),
  LIMIT_WRITES_PER_ADDRESS: count(DEFAULT_LIMITS.writesPerAddress),
  LIMIT_WRITES_PER_RESPONSE: count(DEFAULT_LIMITS.writesPerResponse),
  LIMIT_FOLLOWUPS_PER_RESPONSE: count(DEFAULT_LIMITS.followUpsPerResponse),
  LIMIT_FOLLOWUPS_PER_ADDRESS: count(DEFAULT_LIMITS.followUpsPerAddress),
  LIMIT_ANSWER_REVISIONS: withDefault(wholeNumber(1, 1_000), DEFAULT_LIMITS.answerRevisions),
  LIMIT_LOGIN_WINDOW_MS: withDefault(wholeNumber(1_000, DAY_MS), DEFAULT_LIMITS.loginWindowMs),
  LIMIT_LOGINS_PER_ADDRESS_AND_USER: count(DEFAULT_LIMITS.loginsPerAddressAndUser),
  LIMIT_LOGINS_PER_ADDRESS: count(DEFAULT_LIMITS.loginsPerAddress),
};

export function limitsOf(vars: {
  LIMIT_WINDOW_MS: number;
  LIMIT_STARTS_PER_ADDRESS: number;
  LIMIT_STARTS_PER_SURVEY: number;
  LIMIT_WRITES_PER_ADDRESS: number;
  LIMIT_WRITES_PER_RESPONSE: number;
  LIMIT_FOLLOWUPS_PER_RESPONSE: number;
  LIMIT_FOLLOWUPS_PER_ADDRESS: number;
  LIMIT_ANSWER_REVISIONS: number;
  LIMIT_LOGIN_WINDOW_MS: number;
  LIMIT_LOGINS_PER_ADDRESS_AND_USER: number;
  LIMIT_LOGINS_PER_ADDRESS: number;
}): PublicLimits {
  return {
    windowMs: vars.LIMIT_WINDOW_MS,
    startsPerAddress: vars.LIMIT_STARTS_PER_ADDRESS,
    startsPerSurvey: vars.LIMIT_STARTS_PER_SURVEY,
    writesPerAddress: vars.LIMIT_WRITES_PER_ADDRESS,
    writesPerResponse: vars.LIMIT_WRITES_PER_RESPONSE,
    followUpsPerResponse: vars.LIMIT_FOLLOWUPS_PER_RESPONSE,
    followUpsPerAddress: vars.LIMIT_FOLLOWUPS_PER_ADDRESS,
    answerRevisions: vars.LIMIT_ANSWER_REVISIONS,
    loginWindowMs: vars.LIMIT_LOGIN_WINDOW_MS,
    loginsPerAddressAndUser: vars.LIMIT_LOGINS_PER_ADDRESS_AND_USER,
    loginsPerAddress: vars.LIMIT_LOGINS_PER_ADDRESS,
  };
}

// When the quality keeper scores a pending survey (pure; times on the monotonic clock, in ms). A survey
// being answered is scored once it has been quiet for a while, or once it has waited long enough, so
// a burst of answers is not slowed by scoring that the next answer would make stale at once; and never
// sooner than its cooldown after its last scoring, so a large survey answered without pause costs a
// bounded share of the machine.

/** How often the keeper looks at the log. */
export const QUALITY_PASS_EVERY_MS = 5_000;
/** Scored once no answer or change has come for this long (two passes with nothing new)... */
export const QUALITY_QUIET_MS = 10_000;
/** ...or once it has waited this long, answered without pause: verdicts are at most a minute behind. */
export const QUALITY_MAX_WAIT_MS = 60_000;
/**
 * A survey is rescored again no sooner than this many times as long as its last scoring took (and not
 * within a pass's interval): a survey of 100,000 responses, some 15 s to score, every five minutes at most.
 */
export const QUALITY_COOLDOWN_FACTOR = 19;

/** What this process knows of a survey's timing; a survey it has seen nothing of is due at once. */
export type ScoringTimes = {
  /** When a pass last found new events of it in the log. */
  changedAt?: number;
  /** When a pass first found it changed since its last scoring. */
  pendingSince?: number;
  /** Its cooldown after its last scoring. */
  notBefore?: number;
};

export function dueForScoring(times: ScoringTimes | undefined, now: number): boolean {
  if (!times) return true;
  if ((times.notBefore ?? 0) > now) return false;
  if (times.changedAt === undefined || now - times.changedAt >= QUALITY_QUIET_MS) return true;
  return times.pendingSince !== undefined && now - times.pendingSince >= QUALITY_MAX_WAIT_MS;
}

/** The times after a pass found new events of the survey. */
export const changed = (times: ScoringTimes | undefined, now: number): ScoringTimes => ({
  ...times,
  changedAt: now,
  pendingSince: times?.pendingSince ?? now,
});

/** The times after a scoring that started at `startedAt` and took `took` ms. */
export const scored = (startedAt: number, took: number): ScoringTimes => ({
  notBefore: startedAt + Math.max(QUALITY_PASS_EVERY_MS, QUALITY_COOLDOWN_FACTOR * took),
});

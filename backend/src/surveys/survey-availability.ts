// Whether a survey takes new responses, and why not: pure, from the survey's settings and counts.

export const SURVEY_AVAILABILITIES = ['open', 'inactive', 'closed', 'full'] as const;
export type SurveyAvailability = (typeof SURVEY_AVAILABILITIES)[number];

export type AvailabilityFacts = {
  isActive: boolean;
  /** ISO time from which no new response starts; null: no close date. */
  closesAt?: string | null;
  /** How many responses may be started; null: no cap. */
  responseCap?: number | null;
  /** Responses started so far (erased ones not counted). */
  startedCount?: number;
};

/** Switched off first, then past its close date, then full (started responses reached the cap). */
export function availabilityOf(facts: AvailabilityFacts, now: string | Date): SurveyAvailability {
  if (!facts.isActive) return 'inactive';
  if (facts.closesAt != null && new Date(facts.closesAt).getTime() <= new Date(now).getTime()) return 'closed';
  if (facts.responseCap != null && (facts.startedCount ?? 0) >= facts.responseCap) return 'full';
  return 'open';
}

/** What a respondent hears when a new response is refused (409). */
export const NOT_OPEN_MESSAGES: Record<Exclude<SurveyAvailability, 'open'>, string> = {
  inactive: 'This survey is not accepting responses',
  closed: 'This survey is closed.',
  full: 'This survey has reached its response limit.',
};

/** The SQLSTATE the responses insert trigger raises when a start would pass the survey's cap (migration 008). */
export const RESPONSE_CAP_SQLSTATE = 'SLCAP';

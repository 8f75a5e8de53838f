import type { PublicLimits } from '@seedline/shared';
import type { RateLimitCounter } from './rate-limit.service';

/** The public write path's kinds of request, each counted against its own counters. */
export type PublicWrite = 'start' | 'write' | 'follow-up';

export const PUBLIC_LIMIT_MESSAGE = 'Too many requests in a short time; please wait a moment and try again';

/** A follow-up cap per response holds for a day (the longest window the store keeps). */
export const FOLLOW_UP_RESPONSE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the counters are keyed by: the client address, and the survey or response named in the request. */
export type PublicWriteSubject = { address: string; survey?: string | null; response?: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A response id from a path parameter or the body; anything else is left to validation (400). */
export function responseIdOf(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}

/** A survey's id or slug from the path, bounded so a key never grows with the input. */
export function surveyKeyOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value.toLowerCase().slice(0, 200) : null;
}

/** The counters one request of `kind` counts against, per address first. */
export function publicWriteCounters(
  kind: PublicWrite,
  subject: PublicWriteSubject,
  limits: PublicLimits,
): RateLimitCounter[] {
  const window = limits.windowMs;
  const message = PUBLIC_LIMIT_MESSAGE;
  const counters: RateLimitCounter[] = [];
  const add = (key: string, limit: number, windowMs = window) => counters.push({ key, limit, windowMs, message });
  switch (kind) {
    case 'start':
      add(`start:ip:${subject.address}`, limits.startsPerAddress);
      if (subject.survey) add(`start:survey:${subject.survey}`, limits.startsPerSurvey);
      break;
    case 'write':
      add(`write:ip:${subject.address}`, limits.writesPerAddress);
      if (subject.response) add(`write:response:${subject.response}`, limits.writesPerResponse);
      break;
    case 'follow-up':
      add(`follow-up:ip:${subject.address}`, limits.followUpsPerAddress);
      if (subject.response) {
        add(`follow-up:response:${subject.response}`, limits.followUpsPerResponse, FOLLOW_UP_RESPONSE_WINDOW_MS);
      }
      break;
    default: {
      const unhandled: never = kind;
      throw new Error(`Unknown public write ${String(unhandled)}`);
    }
  }
  return counters;
}

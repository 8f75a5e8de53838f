// Shared, pure text rules for the deciders: trimming, length limits, slugs, e-mails, timestamps.
// Every rejection is a ValidationError unless the caller asks for another error class
// (answers use 413 for "too long").

import { type AppError, ValidationError } from './errors';

type ErrorClass = new (message: string) => AppError;

export type TextRule = {
  /** Human label used in messages, e.g. 'Title'. */
  label: string;
  max: number;
  /** Overrides '<label> is required'. */
  requiredMessage?: string;
  /** Error thrown when the text is longer than `max` (default ValidationError). */
  tooLongError?: ErrorClass;
};

/** Length in characters (code points), so an emoji counts once, as Postgres counts it. */
export function charLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function assertMaxLength(text: string, rule: TextRule): void {
  // The UTF-16 length is never below the code point count, so only long strings need counting.
  if (text.length > rule.max && charLength(text) > rule.max) {
    const ErrorType = rule.tooLongError ?? ValidationError;
    throw new ErrorType(`${rule.label} is too long (max ${rule.max} characters)`);
  }
}

function assertStringOrAbsent(value: unknown, rule: TextRule): asserts value is string | null | undefined {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw new ValidationError(`${rule.label} must be text`);
  }
}

/** Trimmed, non-blank, at most `rule.max` characters. */
export function requiredText(value: unknown, rule: TextRule): string {
  assertStringOrAbsent(value, rule);
  const text = (value ?? '').trim();
  if (text === '') throw new ValidationError(rule.requiredMessage ?? `${rule.label} is required`);
  assertMaxLength(text, rule);
  return text;
}

/** Trimmed; absent or blank becomes null; at most `rule.max` characters. */
export function optionalText(value: unknown, rule: TextRule): string | null {
  assertStringOrAbsent(value, rule);
  const text = (value ?? '').trim();
  if (text === '') return null;
  assertMaxLength(text, rule);
  return text;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;

/** Optional survey slug: blank or absent becomes null; otherwise lowercase a-z, 0-9 and single inner hyphens. */
export function optionalSlug(value: unknown): string | null {
  const slug = optionalText(value, { label: 'Slug', max: SLUG_MAX_LENGTH });
  if (slug !== null && !SLUG_PATTERN.test(slug)) {
    throw new ValidationError(
      'Slug may only contain lowercase letters, digits and single hyphens, and may not start or end with a hyphen',
    );
  }
  return slug;
}

export const EMAIL_MAX_LENGTH = 320;
// Deliberately loose, like a browser's type=email: something@something.tld, no spaces; and none of
// ? & % / : either, which would turn a mailto: link built from it into one with headers (?bcc=...).
// The domain's dot is its first one after the first character, so the pattern never backtracks.
const EMAIL_PATTERN = /^[^\s@?&%/:]+@[^\s@?&%/:][^\s@?&%/:.]*\.[^\s@?&%/:]+$/;

export function isEmailShaped(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

function assertEmail(email: string, label: string): void {
  if (!isEmailShaped(email)) throw new ValidationError(`${label} must be a valid e-mail address`);
}

export function requiredEmail(value: unknown, label = 'Email'): string {
  const email = requiredText(value, { label, max: EMAIL_MAX_LENGTH });
  assertEmail(email, label);
  return email;
}

export function optionalEmail(value: unknown, label = 'Email'): string | null {
  const email = optionalText(value, { label, max: EMAIL_MAX_LENGTH });
  if (email !== null) assertEmail(email, label);
  return email;
}

// Date and time, optional seconds and fraction, and an explicit zone (Z or an offset).
const ISO_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A valid ISO 8601 timestamp with a zone, returned in the canonical UTC form `toISOString()` gives. */
export function isoTimestamp(value: unknown, label = 'Timestamp'): string {
  const invalid = new ValidationError(`${label} must be a valid ISO 8601 timestamp`);
  if (typeof value !== 'string' || !ISO_TIMESTAMP_PATTERN.test(value.trim())) throw invalid;
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime()) || !isCalendarDate(value.trim())) throw invalid;
  return date.toISOString();
}

// Date parsing rolls 2024-02-30 over to March; a timestamp naming a day that does not exist is invalid.
function isCalendarDate(timestamp: string): boolean {
  const [year, month, day] = timestamp.slice(0, 10).split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

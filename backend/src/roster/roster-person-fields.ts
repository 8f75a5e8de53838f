// The fields of a person on a roster and the one set of rules for them, used alike by the decider (a
// person added or edited by hand) and by the CSV reading (a row of an import): both refuse the same
// things in the same words.

import { charLength, EMAIL_MAX_LENGTH, isEmailShaped } from '../common/text-rules';
import { REDACTED } from '../event-store/field-crypto';
import type { RosterLanguage } from './roster-person.events';

export const ROSTER_LIMITS = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  team: 100,
  attributes: 30,
  attributeName: 100,
  attributeValue: 500,
} as const;

export type RosterField = 'name' | 'email' | 'team' | 'language' | 'attributes';

export type RosterPersonFields = {
  name: string;
  email: string;
  team: string | null;
  language: RosterLanguage | null;
  attributes: Record<string, string>;
};

/** What a caller gives: anything, checked here. */
export type RosterInput = { [F in RosterField]?: unknown };

export type RosterProblem = { field: RosterField; detail: string };

// How people write the two languages; any case, surrounding spaces ignored.
const LANGUAGE_WORDS: Readonly<Record<string, RosterLanguage>> = {
  en: 'en',
  eng: 'en',
  english: 'en',
  ur: 'ur',
  urd: 'ur',
  urdu: 'ur',
  اردو: 'ur',
};

/** 'en' or 'ur' for a language as typed (en, English, ur, Urdu, اردو), null when blank, undefined when unknown. */
export function languageOf(typed: string): RosterLanguage | null | undefined {
  const word = typed.trim().toLowerCase();
  if (word === '') return null;
  return Object.hasOwn(LANGUAGE_WORDS, word) ? LANGUAGE_WORDS[word] : undefined;
}

/** The form two e-mails are compared in: the same person whatever the case they were typed in. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

const tooLong = (label: string, max: number) => `${label} is too long (max ${max} characters)`;

/** Trimmed text; null for absent or blank; a problem when not text or too long. */
function text(value: unknown, field: RosterField, label: string, max: number, problems: RosterProblem[]) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    problems.push({ field, detail: `${label} must be text` });
    return null;
  }
  const trimmed = value.trim();
  if (charLength(trimmed) > max) problems.push({ field, detail: tooLong(label, max) });
  return trimmed === '' ? null : trimmed;
}

function name(value: unknown, problems: RosterProblem[]): string {
  const checked = text(value, 'name', 'Name', ROSTER_LIMITS.name, problems);
  if (checked === null && !problems.some((p) => p.field === 'name')) {
    problems.push({ field: 'name', detail: 'Name is required' });
  }
  return checked ?? '';
}

function email(value: unknown, problems: RosterProblem[]): string {
  const checked = text(value, 'email', 'E-mail', ROSTER_LIMITS.email, problems);
  if (problems.some((p) => p.field === 'email')) return checked ?? '';
  if (checked === null) problems.push({ field: 'email', detail: 'E-mail is required' });
  else if (!isEmailShaped(checked)) problems.push({ field: 'email', detail: `E-mail "${checked}" is not an address` });
  return checked ?? '';
}

function language(value: unknown, problems: RosterProblem[]): RosterLanguage | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    problems.push({ field: 'language', detail: 'Language must be text' });
    return null;
  }
  const known = languageOf(value);
  if (known === undefined) {
    const shown = [...value.trim()].slice(0, 40).join('');
    problems.push({ field: 'language', detail: `Language "${shown}" is not known (use en or ur)` });
    return null;
  }
  return known;
}

function attributes(value: unknown, problems: RosterProblem[]): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ field: 'attributes', detail: 'Attributes must be an object of texts' });
    return {};
  }
  // Entries, then one object: a header such as "__proto__" is a key like any other.
  const out = new Map<string, string>();
  for (const [rawKey, rawValue] of Object.entries(value as Record<string, unknown>)) {
    const key = rawKey.trim();
    if (key === '') continue;
    if (charLength(key) > ROSTER_LIMITS.attributeName) {
      const shown = `Attribute name "${[...key].slice(0, 40).join('')}…"`;
      problems.push({ field: 'attributes', detail: tooLong(shown, ROSTER_LIMITS.attributeName) });
      continue;
    }
    const checked = text(rawValue, 'attributes', `"${key}"`, ROSTER_LIMITS.attributeValue, problems);
    if (checked !== null) out.set(key, checked);
  }
  if (out.size > ROSTER_LIMITS.attributes) {
    problems.push({ field: 'attributes', detail: `At most ${ROSTER_LIMITS.attributes} attributes` });
  }
  return Object.fromEntries(out);
}

/** A whole person, as an add needs: name and e-mail required, the rest optional. */
export function personFields(input: RosterInput): { fields: RosterPersonFields; problems: RosterProblem[] } {
  const problems: RosterProblem[] = [];
  const fields = {
    name: name(input.name, problems),
    email: email(input.email, problems),
    team: text(input.team, 'team', 'Team', ROSTER_LIMITS.team, problems),
    language: language(input.language, problems),
    attributes: attributes(input.attributes, problems),
  };
  return { fields, problems };
}

/** Only the fields given (an edit): each checked as an add would; blank team or language clears it. */
export function givenFields(input: RosterInput): { fields: Partial<RosterPersonFields>; problems: RosterProblem[] } {
  const problems: RosterProblem[] = [];
  const fields: Partial<RosterPersonFields> = {};
  if (input.name !== undefined) fields.name = name(input.name, problems);
  if (input.email !== undefined) fields.email = email(input.email, problems);
  if (input.team !== undefined) fields.team = text(input.team, 'team', 'Team', ROSTER_LIMITS.team, problems);
  if (input.language !== undefined) fields.language = language(input.language, problems);
  if (input.attributes !== undefined) fields.attributes = attributes(input.attributes, problems);
  return { fields, problems };
}

/** Attributes as the events hold them: JSON text of an object, keys in the order given. */
export const attributesText = (attributes: Readonly<Record<string, string>>): string => JSON.stringify(attributes);

/** Attributes back from an event's text; {} for text that is no such object (an erased person's reads REDACTED). */
export function attributesFrom(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Whether two attribute sets hold the same pairs, whatever their order. */
export function sameAttributes(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && b[key] === a[key]);
}

/** Whether an event's sealed text reads as erased: its stream's key is gone (a rebuild after an erasure). */
export const readsErased = (value: unknown): boolean => value === REDACTED;

import { ValidationError } from '../../common/errors';

// Hidden fields (issue 34): values a survey's link carries (`/survey/ops-pulse?team=finance`), recorded
// with the response and never shown to the respondent. Pure rules, shared by the survey's declaration
// (response-settings.decider.ts) and the response's start (response.decider.ts).

export type HiddenField = {
  /** The URL parameter: lower-case letters, digits and `_`, starting with a letter. */
  key: string;
  /** What the admin reads ("Team"). */
  label: string;
  /** The values a link may carry; null takes any value. */
  allowedValues: string[] | null;
  /**
   * The value names or singles out a person (an employee id, an e-mail): it is never shown outside the
   * firm (client links). Absent on fields declared before the flag existed, and on fields not personal.
   */
  personal?: true;
};

/** Recognised on every survey without being declared. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export const HIDDEN_FIELD_LIMITS = {
  fields: 20,
  keyLength: 40,
  label: 100,
  allowedValues: 50,
  value: 200,
} as const;

/** What a value outside a field's allowed list is recorded as (the response is kept). */
export const OTHER_HIDDEN_VALUE = 'other';

const KEY = /^[a-z][a-z0-9_]*$/;

export function isHiddenFieldKey(value: unknown): value is string {
  return typeof value === 'string' && value.length <= HIDDEN_FIELD_LIMITS.keyLength && KEY.test(value);
}

function fieldError(index: number, name: string, detail: string): ValidationError {
  return new ValidationError(detail, [{ pointer: `#/hiddenFields/${index}/${name}`, detail }]);
}

function checkedKey(value: unknown, index: number, seen: Set<string>): string {
  if (!isHiddenFieldKey(value)) {
    throw fieldError(
      index,
      'key',
      `A hidden field's key is lower-case letters, digits and _, starting with a letter (at most ${HIDDEN_FIELD_LIMITS.keyLength})`,
    );
  }
  if (seen.has(value)) throw fieldError(index, 'key', `The hidden field ${value} is declared twice`);
  seen.add(value);
  return value;
}

function checkedLabel(value: unknown, key: string, index: number): string {
  const label = typeof value === 'string' ? value.trim() : '';
  if (label.length > HIDDEN_FIELD_LIMITS.label) {
    throw fieldError(index, 'label', `A hidden field's label is at most ${HIDDEN_FIELD_LIMITS.label} characters`);
  }
  return label === '' ? key : label;
}

function checkedAllowedValues(value: unknown, index: number): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw fieldError(index, 'allowedValues', "A hidden field's allowed values are a list of texts");
  }
  const values = [...new Set((value as string[]).map((item) => item.trim()).filter((item) => item !== ''))];
  if (values.length > HIDDEN_FIELD_LIMITS.allowedValues) {
    throw fieldError(index, 'allowedValues', `At most ${HIDDEN_FIELD_LIMITS.allowedValues} allowed values`);
  }
  if (values.some((item) => item.length > HIDDEN_FIELD_LIMITS.value)) {
    throw fieldError(index, 'allowedValues', `An allowed value is at most ${HIDDEN_FIELD_LIMITS.value} characters`);
  }
  return values.length === 0 ? null : values;
}

/** The declared fields as stored, or a 400 naming the first field that is wrong. */
export function checkedHiddenFields(input: unknown): HiddenField[] {
  if (!Array.isArray(input)) throw new ValidationError('hiddenFields must be a list');
  if (input.length > HIDDEN_FIELD_LIMITS.fields) {
    throw new ValidationError(`A survey declares at most ${HIDDEN_FIELD_LIMITS.fields} hidden fields`);
  }
  const seen = new Set<string>();
  return input.map((item: unknown, index) => {
    const field = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const key = checkedKey(field.key, index, seen);
    return {
      key,
      label: checkedLabel(field.label, key, index),
      allowedValues: checkedAllowedValues(field.allowedValues, index),
      ...(field.personal === true ? { personal: true as const } : {}),
    };
  });
}

/** Whether a field's values may be shown outside the firm (a client link): not when marked personal. */
export const isShareableField = (field: HiddenField): boolean => field.personal !== true;

/** The keys a survey's responses may carry: its declared fields, then the UTM ones it did not declare. */
export function recognisedKeys(declared: readonly HiddenField[]): string[] {
  const keys = declared.map((field) => field.key);
  return [...keys, ...UTM_KEYS.filter((key) => !keys.includes(key))];
}

export type HiddenValues = Record<string, string>;

/**
 * The values a response records: unknown keys are ignored, blank values too; a value longer than
 * HIDDEN_FIELD_LIMITS.value is refused (400); a value outside a field's allowed list is recorded as
 * OTHER_HIDDEN_VALUE (an allowed value matches whatever its case). Keys in recognised order.
 */
export function recordedHiddenValues(declared: readonly HiddenField[], input: unknown): HiddenValues {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new ValidationError('hiddenFields must be an object');
  const given = input as Record<string, unknown>;
  const result: HiddenValues = {};
  for (const key of recognisedKeys(declared)) {
    if (!Object.hasOwn(given, key)) continue;
    const raw = given[key];
    if (typeof raw !== 'string') throw new ValidationError(`The hidden field ${key} must be a text`);
    const value = raw.trim();
    if (value === '') continue;
    if (value.length > HIDDEN_FIELD_LIMITS.value) {
      throw new ValidationError(
        `The hidden field ${key} is too long (at most ${HIDDEN_FIELD_LIMITS.value} characters)`,
      );
    }
    const allowed = declared.find((field) => field.key === key)?.allowedValues ?? null;
    result[key] =
      allowed === null ? value : (allowed.find((a) => a.toLowerCase() === value.toLowerCase()) ?? OTHER_HIDDEN_VALUE);
  }
  return result;
}

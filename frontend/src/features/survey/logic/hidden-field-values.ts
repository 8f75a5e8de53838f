// Hidden-field and UTM values from the survey link (`/survey/ops-pulse?team=finance&utm_source=email`,
// and the same query on `/embed/{slug}`), issue 34. Never shown to the respondent: sent with the
// response's start, where the server keeps the survey's declared keys and the UTM ones and ignores the
// rest. Kept in sessionStorage per survey, so a reload (or a link that lost its query) sends the same
// values; after the start the values the server recorded are kept instead (an end-screen redirect may
// carry them: `?team={team}`). Pure, except the storage helpers.

export type HiddenValues = Record<string, string>;
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = /^[a-z][a-z0-9_]{0,39}$/;
/** The server refuses longer values; a link carrying one loses that value rather than its survey. */
const MAX_VALUE = 200;
const MAX_KEYS = 50;

/** The link's candidate values: keys shaped like hidden-field keys, values trimmed, non-empty, bounded. */
export function hiddenValuesFromSearch(search: string): HiddenValues {
  const values: HiddenValues = {};
  for (const [key, raw] of new URLSearchParams(search)) {
    const value = raw.trim();
    if (!KEY.test(key) || value === '' || value.length > MAX_VALUE || Object.hasOwn(values, key)) continue;
    if (Object.keys(values).length >= MAX_KEYS) break;
    values[key] = value;
  }
  return values;
}

export const hiddenValuesStorageKey = (surveyId: string) => `survey_hidden:${surveyId}`;

export function parseHiddenValues(raw: string | null): HiddenValues {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** This tab's storage, or none: reading it throws where the browser keeps it from a third-party frame. */
const session = (): KeyValueStorage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * The values to send with the start: the link's when it carries any (kept for a reload), else the
 * ones kept for this survey in this tab.
 */
export function linkHiddenValues(
  surveyId: string,
  search: string = typeof window === 'undefined' ? '' : window.location.search,
  storage: KeyValueStorage | undefined = session(),
): HiddenValues {
  const fromLink = hiddenValuesFromSearch(search);
  try {
    if (Object.keys(fromLink).length > 0) {
      storage?.setItem(hiddenValuesStorageKey(surveyId), JSON.stringify(fromLink));
      return fromLink;
    }
    return parseHiddenValues(storage?.getItem(hiddenValuesStorageKey(surveyId)) ?? null);
  } catch {
    return fromLink; // Storage refused: the link's values still go with the start.
  }
}

/** After the start: keeps what the server recorded (unknown keys dropped, "other" for a value off the list). */
export function keepRecordedHiddenValues(
  surveyId: string,
  recorded: HiddenValues,
  storage: KeyValueStorage | undefined = session(),
): void {
  try {
    storage?.setItem(hiddenValuesStorageKey(surveyId), JSON.stringify(recorded));
  } catch {
    // Storage refused: nothing else needs them in this tab.
  }
}

// The hidden-field and UTM values a respondent's URL carries (issue 34). Hidden fields are declared by the
// survey (`hiddenFields: [{ key }]` in its document, once the server has them); UTM parameters are always
// recognised. Every recognised query parameter goes with the response start unchanged, and fills the
// end screen's redirect URL. Nothing else of the URL is kept.

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** The longest value passed on; a longer one is cut (the server applies its own bound). */
export const HIDDEN_VALUE_MAX = 500;

/** The keys a survey recognises: its declared hidden fields, then the UTM parameters. */
export function recognisedKeys(survey: object): string[] {
  const declared = (survey as { hiddenFields?: unknown }).hiddenFields;
  const keys = Array.isArray(declared)
    ? declared
        .map((field) => (typeof field === 'object' && field !== null ? (field as { key?: unknown }).key : undefined))
        .filter((key): key is string => typeof key === 'string' && key !== '')
    : [];
  return [...new Set([...keys, ...UTM_KEYS])];
}

/** The recognised parameters of a query string, in the order of `keys`; the first value of a repeated one. */
export function hiddenValuesFrom(search: string, keys: readonly string[]): Record<string, string> {
  const params = new URLSearchParams(search);
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value !== '') values[key] = Array.from(value).slice(0, HIDDEN_VALUE_MAX).join('');
  }
  return values;
}

/** The values as a query string (`?team=finance&utm_source=email`), or '' when there are none. */
export function hiddenQuery(values: Record<string, string>): string {
  const query = new URLSearchParams(values).toString();
  return query ? `?${query}` : '';
}

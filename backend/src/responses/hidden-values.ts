// The hidden-field values a ResponseStarted event holds (JSON text, sealed in the log like a name).

/**
 * The hidden-field values as the read model keeps them (decrypted: the projection sees the event's
 * plaintext), or null: none, or unreadable (a replay after erasure reads REDACTED, and the row goes anyway).
 */
export function hiddenValuesOf(text: string | undefined): Record<string, string> | null {
  if (text === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return entries.length === 0 ? null : Object.fromEntries(entries);
  } catch {
    return null;
  }
}

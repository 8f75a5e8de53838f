// One team, however it was typed: "Tax", "tax " and "TAX" are the same team (issue 48). Teams are compared
// by a trimmed, case-folded key and shown as first seen, so a roster, its import preview and coverage by
// team never split one team in two by its spelling. Pure.

/** The form two team names are compared in; null for no team (absent or blank). */
export function teamKey(team: string | null | undefined): string | null {
  const trimmed = team?.trim() ?? '';
  return trimmed === '' ? null : trimmed.normalize('NFC').toLocaleLowerCase('en');
}

/**
 * A speller: each team as first seen (trimmed), and every later spelling of the same team as that one.
 * `known` are seen first, in order (the roster's own spellings, before a file's).
 */
export function teamSpeller(known: Iterable<string | null> = []): (team: string | null) => string | null {
  const spellings = new Map<string, string>();
  const spell = (team: string | null): string | null => {
    const key = teamKey(team);
    if (key === null) return null;
    const seen = spellings.get(key);
    if (seen !== undefined) return seen;
    const trimmed = team!.trim();
    spellings.set(key, trimmed);
    return trimmed;
  };
  for (const team of known) spell(team);
  return spell;
}

// The anonymity floor of a client link (issue 47): no group of respondents smaller than the link's
// minimum is shown to the client. Pure: the service gives the groups (a hidden field's values, the
// languages, ...) with their counts and figures, and shows what these functions let through.

/** The sentence a hidden group is shown with, in the page's two languages. */
export type HiddenReason = { en: string; ur: string };

export function hiddenGroupReason(minGroupSize: number): HiddenReason {
  return {
    en: `Hidden: fewer than ${minGroupSize} people answered in this group, to protect their anonymity.`,
    ur: `پوشیدہ: اس گروپ میں ${minGroupSize} سے کم لوگوں نے جواب دیا، ان کی شناخت کے تحفظ کے لیے۔`,
  };
}

/** The sentence when the whole survey has fewer answers than the floor. */
export function hiddenTotalReason(minGroupSize: number): HiddenReason {
  return {
    en: `Hidden: fewer than ${minGroupSize} people have answered this survey so far, to protect their anonymity.`,
    ur: `پوشیدہ: اب تک ${minGroupSize} سے کم لوگوں نے یہ سروے مکمل کیا ہے، ان کی شناخت کے تحفظ کے لیے۔`,
  };
}

/** The sentence when the smaller teams, even together, are fewer than the floor (coverage by team). */
export function hiddenTeamsReason(minGroupSize: number): HiddenReason {
  return {
    en: `Hidden: these teams together have fewer than ${minGroupSize} people, to protect their anonymity.`,
    ur: `پوشیدہ: ان ٹیموں میں مل کر بھی ${minGroupSize} سے کم لوگ ہیں، ان کی شناخت کے تحفظ کے لیے۔`,
  };
}

export type Group<T> = { label: string; n: number; figures: T };

export type GuardedGroup<T> =
  | { label: string; hidden: false; n: number; figures: T }
  | { label: string; hidden: true; n: null; figures: null; hiddenReason: HiddenReason };

/**
 * The groups as the client may see them: each under `minGroupSize` hidden with the reason (its count too,
 * which would say how few). When what is hidden adds up to fewer than the floor while the rest is shown,
 * the total less the shown groups would give the hidden ones away: the smallest shown groups are hidden
 * too until the hidden ones together reach the floor (secondary suppression). Order is kept.
 */
export function guardGroups<T>(groups: readonly Group<T>[], minGroupSize: number): GuardedGroup<T>[] {
  const hidden = new Set(groups.filter((g) => g.n > 0 && g.n < minGroupSize));
  const hiddenCount = () => [...hidden].reduce((sum, g) => sum + g.n, 0);
  const shownBySize = groups.filter((g) => !hidden.has(g) && g.n > 0).sort((a, b) => a.n - b.n);
  while (hidden.size > 0 && hiddenCount() < minGroupSize && shownBySize.length > 0) {
    hidden.add(shownBySize.shift()!);
  }
  return groups
    .filter((g) => g.n > 0)
    .map((g) =>
      hidden.has(g)
        ? { label: g.label, hidden: true, n: null, figures: null, hiddenReason: hiddenGroupReason(minGroupSize) }
        : { label: g.label, hidden: false, n: g.n, figures: g.figures },
    );
}

/** Whether a result from `n` people may be shown at all. */
export const showsGroupOf = (n: number, minGroupSize: number): boolean => n >= minGroupSize;

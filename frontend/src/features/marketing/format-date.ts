/** '2025-09-23' -> 'September 23, 2025' (dates are calendar days, so read them as UTC). */
export const formatPostDate = (isoDate: string): string =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

// Contact messages are kept for 24 months (the privacy page's promise), then erased (crypto-shredding).

/** How long a contact message is kept. */
export const CONTACT_RETENTION_MONTHS = 24;

/** How often expired messages are looked for. */
export const CONTACT_RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/** The instant before which a message is expired: `now` minus 24 calendar months (UTC; 29 Feb falls to 28 Feb). */
export function retentionCutoff(now: Date, months = CONTACT_RETENTION_MONTHS): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Erases every message older than the retention period as of `clock()`; answers how many. */
export async function eraseExpiredContactMessages(
  contact: { eraseReceivedBefore(cutoff: Date, now: Date): Promise<number> },
  clock: () => Date,
): Promise<number> {
  const now = clock();
  return contact.eraseReceivedBefore(retentionCutoff(now), now);
}

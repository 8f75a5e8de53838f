// Dates on the admin screens, in US English. The time zone is the browser's unless a caller
// (a spec) fixes it.

const parse = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Mar 4, 2026' */
export const formatDate = (iso: string, timeZone?: string): string => {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date) : '';
};

/** 'Mar 4, 2026, 2:05 PM' */
export const formatDateTime = (iso: string, timeZone?: string): string => {
  const date = parse(iso);
  return date
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
    : '';
};

/** '2026-03-04' in the given zone, for file names. */
export const isoDay = (date: Date, timeZone?: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};

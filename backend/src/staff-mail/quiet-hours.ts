// A person's night, by the survey's time zone: no invitation or reminder goes between 21:00 and 08:00
// local time; one due then waits until 08:00. Pure, so time zones and daylight saving are unit-tested.

export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** An IANA time zone name the runtime knows (Asia/Karachi, Europe/London, UTC). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type Local = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(at: Date, timeZone: string): Local {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The zone's offset from UTC at that instant, in ms (Asia/Karachi: +5 h). */
function offsetMs(at: Date, timeZone: string): number {
  const l = localParts(at, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local wall-clock time happens in the zone (near a daylight-saving change, the later reading). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The hour of the day (0 to 23) at that instant in the zone. */
export const localHour = (at: Date, timeZone: string): number => localParts(at, timeZone).hour;

/** When the night ends if `at` falls in it (08:00 local, that day or the next), else null: send now. */
export function quietUntil(at: Date, timeZone: string): Date | null {
  const l = localParts(at, timeZone);
  if (l.hour >= QUIET_UNTIL_HOUR && l.hour < QUIET_FROM_HOUR) return null;
  // Before 08:00: this local day's morning; from 21:00: the next day's (Date.UTC rolls the month over).
  const next = new Date(Date.UTC(l.year, l.month - 1, l.day + (l.hour >= QUIET_FROM_HOUR ? 1 : 0)));
  return instantOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), QUIET_UNTIL_HOUR, timeZone);
}

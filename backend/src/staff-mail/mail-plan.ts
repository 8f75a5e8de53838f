import { ValidationError } from '../common/errors';
import { isTimeZone } from './quiet-hours';

// A survey's mail plan for its personal links: reminders after the invitation to those who have not
// completed, how many and how far apart, and the time zone whose night they avoid. Pure.

export const MAX_REMINDERS = 5;
export const MAX_EVERY_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type MailPlan = { reminders: number; everyDays: number; timeZone: string };

export const DEFAULT_PLAN: MailPlan = { reminders: 2, everyDays: 3, timeZone: 'UTC' };

/** The plan as given, or a ValidationError naming the field. */
export function validPlan(plan: MailPlan): MailPlan {
  if (!Number.isInteger(plan.reminders) || plan.reminders < 0 || plan.reminders > MAX_REMINDERS)
    throw new ValidationError(`reminders must be a whole number from 0 to ${MAX_REMINDERS}`);
  if (!Number.isInteger(plan.everyDays) || plan.everyDays < 1 || plan.everyDays > MAX_EVERY_DAYS)
    throw new ValidationError(`everyDays must be a whole number from 1 to ${MAX_EVERY_DAYS}`);
  if (!isTimeZone(plan.timeZone))
    throw new ValidationError('timeZone must be an IANA time zone name, such as Asia/Karachi');
  return plan;
}

/** When each reminder round (1, 2, ...) is due after an invitation due at `invitedAt`. */
export function reminderDueTimes(invitedAt: Date, plan: MailPlan): { round: number; dueAt: Date }[] {
  return Array.from({ length: plan.reminders }, (_, i) => ({
    round: i + 1,
    dueAt: new Date(invitedAt.getTime() + (i + 1) * plan.everyDays * DAY_MS),
  }));
}

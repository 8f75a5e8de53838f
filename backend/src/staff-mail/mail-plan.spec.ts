import { ValidationError } from '../common/errors';
import { reminderDueTimes, validPlan } from './mail-plan';

describe('the mail plan', () => {
  it('takes 0 to 5 reminders, 1 to 14 days apart, in a known time zone', () => {
    const plan = { reminders: 5, everyDays: 14, timeZone: 'Asia/Karachi' };
    expect(validPlan(plan)).toBe(plan);
    expect(() => validPlan({ ...plan, reminders: 6 })).toThrow(
      new ValidationError('reminders must be a whole number from 0 to 5'),
    );
    expect(() => validPlan({ ...plan, reminders: 1.5 })).toThrow(ValidationError);
    expect(() => validPlan({ ...plan, everyDays: 0 })).toThrow(/everyDays must be a whole number from 1 to 14/);
    expect(() => validPlan({ ...plan, timeZone: 'Karachi' })).toThrow(/IANA time zone/);
  });

  it('spaces the reminders after the invitation', () => {
    const at = new Date('2026-03-02T05:00:00Z');
    expect(reminderDueTimes(at, { reminders: 2, everyDays: 3, timeZone: 'UTC' })).toEqual([
      { round: 1, dueAt: new Date('2026-03-05T05:00:00Z') },
      { round: 2, dueAt: new Date('2026-03-08T05:00:00Z') },
    ]);
    expect(reminderDueTimes(at, { reminders: 0, everyDays: 3, timeZone: 'UTC' })).toEqual([]);
  });
});

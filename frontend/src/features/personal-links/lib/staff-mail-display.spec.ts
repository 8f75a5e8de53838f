import { isoFromLocal, kindText, remindText, timeText } from './staff-mail-display';

describe('staff mail display', () => {
  it('names the kind of a mail', () => {
    expect(kindText({ kind: 'invitation', round: 0 })).toBe('Invitation');
    expect(kindText({ kind: 'reminder', round: 2 })).toBe('Reminder 2');
    expect(kindText({ kind: 'reminder', round: 0 })).toBe('Reminder (sent now)');
  });

  it('says how many a reminder goes to', () => {
    expect(remindText(1)).toBe('Send a reminder now to the one who has not completed');
    expect(remindText(12)).toBe('Send a reminder now to the 12 who have not completed');
  });

  it('reads times in a zone and a datetime-local field', () => {
    expect(timeText('2026-03-10T18:30:00Z', 'Asia/Karachi')).toBe('10 Mar 2026, 23:30');
    expect(timeText(null)).toBe('');
    expect(isoFromLocal('')).toBeNull();
    expect(isoFromLocal('nonsense')).toBeNull();
    expect(isoFromLocal('2026-03-10T09:00')).toMatch(/^2026-03-10T\d\d:00:00\.000Z$/);
  });
});

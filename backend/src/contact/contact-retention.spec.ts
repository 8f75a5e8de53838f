import { eraseExpiredContactMessages, retentionCutoff } from './contact-retention';

describe('contact message retention', () => {
  it('keeps messages for 24 calendar months', () => {
    expect(retentionCutoff(new Date('2026-11-23T16:00:00.000Z')).toISOString()).toBe('2024-11-23T16:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T00:00:00.000Z')).toISOString()).toBe('2024-03-31T00:00:00.000Z');
    expect(retentionCutoff(new Date('2026-02-28T12:00:00.000Z'), 1).toISOString()).toBe('2026-01-28T12:00:00.000Z');
    expect(retentionCutoff(new Date('2028-02-29T12:00:00.000Z'), 12).toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });

  it('erases what was received before the cutoff, as of the injected clock', async () => {
    const eraseReceivedBefore = jest.fn().mockResolvedValue(3);
    const now = new Date('2026-11-23T16:00:00.000Z');
    expect(await eraseExpiredContactMessages({ eraseReceivedBefore }, () => now)).toBe(3);
    expect(eraseReceivedBefore).toHaveBeenCalledWith(new Date('2024-11-23T16:00:00.000Z'), now);
  });
});

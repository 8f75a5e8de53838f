import { readMeasures } from './measures';
import { parseNumber } from './numbers';
import { sentenceSpans } from './text-normal';

const measures = (text: string) => readMeasures(text, sentenceSpans(text));

describe('parseNumber', () => {
  it.each([
    ['140', 140],
    ['1,200', 1200],
    ['2.5', 2.5],
    ['an', 1],
    ['half', 0.5],
    ['a couple of', 2],
    ['twenty-five', 25],
    ['twelve', 12],
    ['۳۰۰', 300],
    ['دو', 2],
    ['ڈیڑھ', 1.5],
    ['lots', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});

describe('readMeasures', () => {
  it.each([
    ['every Friday', 1, 'week'],
    ['on Mondays', 1, 'week'],
    ['fortnightly', 0.5, 'week'],
    ['every other day', 0.5, 'day'],
    ['every 3 months', 1 / 3, 'month'],
    ['at month-end', 1, 'month'],
    ['three times a day', 3, 'day'],
    ['ہر ہفتے', 1, 'week'],
    ['دن میں دو بار', 2, 'day'],
  ])('reads "%s" as %s per %s', (text, count, per) => {
    expect(measures(text).frequencies).toEqual([expect.objectContaining({ count, per })]);
  });

  it('reads counts with and without a period, Urdu digits included, and not part of a name', () => {
    expect(measures('We run 14 sites and about 1,200 deliveries a month.').volumes).toEqual([
      expect.objectContaining({ text: '14 sites', count: 14, per: null }),
      expect.objectContaining({ text: '1,200 deliveries a month', count: 1200, item: 'deliveries', per: 'month' }),
    ]);
    expect(measures('روزانہ تقریباً ۸۰ کالز آتی ہیں').volumes).toEqual([
      expect.objectContaining({ text: '۸۰ کالز', count: 80, per: 'day' }),
    ]);
    expect(measures('The AS/400 system is old.').volumes).toEqual([]);
  });

  it('does not read "a day" of "twice a day" or "140 calls a day" as a duration', () => {
    const m = measures('Twice a day we get 140 calls a day.');
    expect(m.durations).toEqual([]);
    expect(m.frequencies).toHaveLength(1);
    expect(m.volumes).toHaveLength(1);
  });
});

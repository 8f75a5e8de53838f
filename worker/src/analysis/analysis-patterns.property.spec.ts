import fc from 'fast-check';
import { COMPANY_SPECIFIC_PATTERNS } from './company-specifics';
import { MEASURE_PATTERNS } from './measures';
import { namedToolPatterns } from './named-tools';
import { extractTextFeatures } from './text-features';
import { SENTENCE_END } from './text-normal';
import { WORD } from './tokens';
import { leastCpuMs } from '../testing';

// A complexity guard, not a benchmark: every regex the text analysis applies must stay linear on long
// adversarial text (company data is up to 50,000 characters). Unbounded repeats tried from every digit or
// space ("\d+(?:[.,]\d+)*" on "1,1,1,...") took seconds; a linear scan takes a millisecond or two. The
// budget sits between the two, far from both, so only a blow-up fails it and a loaded machine does not.

const LENGTH = 50_000;
const BUDGET_MS = 500;

const PATTERNS: Array<[string, RegExp]> = [
  ...MEASURE_PATTERNS.map((p, i): [string, RegExp] => [`measure ${i + 1}`, p]),
  ...namedToolPatterns().map((p, i): [string, RegExp] => [`named tool ${i + 1}`, p]),
  ...COMPANY_SPECIFIC_PATTERNS.map((p, i): [string, RegExp] => [`company specific ${i + 1}`, p]),
  ['sentence end', SENTENCE_END],
  ['word', WORD],
];

const HOSTILE = ['1 hour ', 'a', '12 staff, ', '1 to '];
const UNITS = [
  ...HOSTILE,
  '1,',
  '1.',
  '1',
  ' ',
  '.',
  'A',
  'aA',
  '1 ',
  'a ',
  'A ',
  'half ',
  'every ',
  'using A',
  'aa-',
  '1 and a half ',
  'ا',
  '۱ ',
  'دن ',
  'ہر ',
  ' but',
];
const adversarial = fc.constantFrom(...UNITS);

const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);

/** CPU time of one scan (the least of three), so a loaded machine does not count against the pattern. */
function msToRun(pattern: RegExp, text: string): number {
  return leastCpuMs(() => {
    const copy = new RegExp(pattern.source, pattern.flags); // a fresh lastIndex for global patterns
    if (copy.global) text.match(copy);
    else copy.exec(text);
  });
}

function msToExtract(text: string): number {
  return leastCpuMs(() => extractTextFeatures(text));
}

describe('the text analysis regexes on long adversarial text', () => {
  beforeAll(() => {
    for (const [, pattern] of PATTERNS) msToRun(pattern, 'warm up: 2 hours a day using Xero, 12 staff, but slow.');
  });

  it.each(PATTERNS)(`%s scans 50,000 characters in under ${BUDGET_MS} ms`, (_name, pattern) => {
    fc.assert(
      fc.property(adversarial, fc.string({ maxLength: 20 }), (unit, tail) => {
        expect(msToRun(pattern, fill(unit) + tail)).toBeLessThan(BUDGET_MS);
      }),
      { numRuns: UNITS.length },
    );
  });
});

describe('extractTextFeatures on 50,000 hostile characters', () => {
  const normal = fill(
    'We spend 2 hours a day on invoices in Excel, and 12 staff re-type them. Approvals by email take too long every Friday. ',
  );

  // Linear time: no slower than five times a normal text of the same length measured in the same run
  // (and under a second), where "1 hour 1 hour ..." took 17 s and "12 staff, ..." 2.3 s.
  it.each(HOSTILE)('reads %j repeated in linear time', (unit) => {
    msToExtract(normal.slice(0, 2_000) + fill(unit).slice(0, 2_000)); // warm-up
    const baseline = msToExtract(normal);
    const hostile = msToExtract(fill(unit));
    expect(hostile).toBeLessThan(1_000);
    expect(hostile).toBeLessThan(Math.max(5 * baseline, 250));
  });

  it('still reads the measures it was written for', () => {
    const features = extractTextFeatures('We spend 2 hours a day on 140 calls a day. 12 staff, every Friday.');
    expect(features.durations.map((d) => d.text)).toEqual(['2 hours a day']);
    expect(features.volumes.map((v) => [v.text, v.per])).toEqual([
      ['140 calls a day', 'day'],
      ['12 staff', 'week'],
    ]);
    expect(features.efforts.map((e) => e.hoursPerWeek)).toEqual([10]);
  });
});

import fc from 'fast-check';
import { CLAUSE_SPLIT, readCompanyProfile, TEAM_SIZE_PATTERNS } from './company-profile';
import { SECTORS, TOOLS } from './company-tables';
import { leastCpuMs } from '../testing';

// A complexity guard, not a benchmark: every regex the company profile applies must stay linear on long
// adversarial text. Quadratic patterns ("\d[\d,]*" tried from every digit, "\s+but\s+" from every
// space) took seconds on 50,000 characters; a linear scan takes a millisecond or two. The budget sits
// between the two, far from both, so only a blow-up fails it and a loaded machine does not.

const LENGTH = 50_000;
const BUDGET_MS = 500;

const PATTERNS: Array<[string, RegExp]> = [
  ...TEAM_SIZE_PATTERNS.map((p, i): [string, RegExp] => [`team size ${i + 1}`, p]),
  ['clause split', CLAUSE_SPLIT],
  ...TOOLS.map(([name, p]): [string, RegExp] => [`tool ${name}`, p]),
  ...SECTORS.map((s): [string, RegExp] => [`sector ${s.keywords.source.slice(0, 20)}`, s.keywords]),
];

const UNITS = ['1,', '1', 'a', ' ', '1.', '1 ', '1, ', '1-', 'staff ', 'ا', '12 staff, ', ' but', '\t', 'aa-'];
const adversarial = fc.constantFrom(...UNITS);

/** CPU time of one scan (the least of three), so a loaded machine does not count against the pattern. */
function msToRun(pattern: RegExp, text: string): number {
  return leastCpuMs(() => {
    const copy = new RegExp(pattern.source, pattern.flags); // a fresh lastIndex for global patterns
    if (copy.global) text.match(copy);
    else copy.exec(text);
  });
}

describe('the company profile regexes on long adversarial text', () => {
  beforeAll(() => {
    for (const [, pattern] of PATTERNS) msToRun(pattern, 'warm up: a clinic with 12 staff, but slow');
  });

  it.each(PATTERNS)(`%s scans 50,000 characters in under ${BUDGET_MS} ms`, (_name, pattern) => {
    fc.assert(
      fc.property(adversarial, fc.string({ maxLength: 20 }), (unit, tail) => {
        const text = unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH) + tail;
        expect(msToRun(pattern, text)).toBeLessThan(BUDGET_MS);
      }),
      { numRuns: UNITS.length },
    );
  });

  it('reads a whole 50,000-character profile of "1,1,1,..." in linear time (well under a second)', () => {
    readCompanyProfile('warm up: 12 staff');
    expect(leastCpuMs(() => readCompanyProfile('1,'.repeat(LENGTH / 2)))).toBeLessThan(1_000);
  });

  it('still reads the head count it was written for', () => {
    expect(readCompanyProfile('We are 1,200 employees across Pakistan.').teamSize).toBe(1200);
    expect(readCompanyProfile('A team of about 14 that books by WhatsApp.').teamSize).toBe(14);
    expect(readCompanyProfile('ہمارے 40 ملازمین ہیں').teamSize).toBe(40);
    expect(readCompanyProfile('A 25-person agency.').teamSize).toBe(25);
  });
});

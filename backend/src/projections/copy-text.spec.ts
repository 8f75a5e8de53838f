import { copyText, copyValue } from './copy-text';
import { jsonb, PositionRef } from './row-change';

describe('COPY text format', () => {
  it('spells NULL, numbers, booleans and jsonb as a statement parameter would be typed', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue(42)).toBe('42');
    expect(copyValue(-1.5)).toBe('-1.5');
    expect(copyValue(true)).toBe('true');
    expect(copyValue(false)).toBe('false');
    expect(copyValue(jsonb({ a: 'x' }))).toBe('{"a":"x"}');
    expect(copyValue(jsonb('just text'))).toBe('"just text"');
  });

  it('escapes backslash, tab and line breaks, and keeps everything else as it is', () => {
    expect(copyValue('plain, "quoted" \u00e9 جواب 🙂')).toBe('plain, "quoted" \u00e9 جواب 🙂');
    expect(copyValue('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    // Text that reads like COPY's own NULL stays text.
    expect(copyValue('\\N')).toBe('\\\\N');
    expect(copyValue(jsonb({ note: 'tab\there\\' }))).toBe('{"note":"tab\\\\there\\\\\\\\"}');
  });

  it('refuses an event position only the appending statement knows', () => {
    expect(() => copyValue(new PositionRef(3))).toThrow(/only known within the statement/);
  });

  it('writes one line per row in the given column order, a column the row lacks as NULL', () => {
    const rows = [
      { id: 'r1', name: 'Ada', note: null },
      { name: 'Bo\tb', id: 'r2' },
    ];
    expect(copyText(['id', 'name', 'note'], rows)).toBe('r1\tAda\t\\N\nr2\tBo\\tb\t\\N\n');
  });
});

import { CSV_BOM, escapeCsvField, neutralizeFormula, toCsv } from './csv';

describe('escapeCsvField', () => {
  it('leaves plain text alone', () => {
    expect(escapeCsvField('hello world')).toBe('hello world');
    expect(escapeCsvField('')).toBe('');
  });

  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(escapeCsvField('a, b')).toBe('"a, b"');
    expect(escapeCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(escapeCsvField('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('keeps Urdu text as it is', () => {
    expect(escapeCsvField('ہم روزانہ رپورٹیں دستی طور پر بناتے ہیں')).toBe('ہم روزانہ رپورٹیں دستی طور پر بناتے ہیں');
  });
});

describe('neutralizeFormula', () => {
  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '\t=1', '\r=1'])('prefixes %j with an apostrophe', (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, and formula characters later in the text, alone', () => {
    expect(neutralizeFormula('a = b')).toBe('a = b');
    expect(neutralizeFormula('email@example.com')).toBe('email@example.com');
  });

  it('neutralises before quoting, so the apostrophe lands inside the quotes', () => {
    expect(escapeCsvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe(`${CSV_BOM}a,b\r\nc,d\r\n`);
  });

  it('writes empty cells for null and undefined, and numbers as text', () => {
    expect(toCsv([[null, undefined, 3, true]])).toBe(`${CSV_BOM},,3,true\r\n`);
  });

  it('quotes awkward content so a spreadsheet reads back the same cells', () => {
    const rows = [
      ['Question, with comma', 'He said "yes"', 'multi\nline\r\nanswer'],
      ['ہمیں رپورٹنگ میں مدد چاہیے', '', '  spaced  '],
    ];
    // Line breaks inside a quoted field are data; only a CRLF outside quotes ends a row.
    expect(toCsv(rows)).toBe(
      `${CSV_BOM}"Question, with comma","He said ""yes""","multi\nline\r\nanswer"\r\n` +
        'ہمیں رپورٹنگ میں مدد چاہیے,,  spaced  \r\n',
    );
  });
});

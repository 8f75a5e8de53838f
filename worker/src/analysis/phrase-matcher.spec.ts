import { buildPhraseMatcher, withinOneEdit } from './phrase-matcher';
import { tokenize } from './tokens';

const matcher = buildPhraseMatcher([
  { phrase: 'drive#n', value: 'place' },
  { phrase: 'shared drive', value: 'shared place' },
  { phrase: 'invoice', value: 'invoice' },
  { phrase: 'invoices', value: 'invoice' },
  { phrase: 'ہاتھ سے', value: 'by hand' },
]);

const found = (text: string, fuzzy = false) =>
  matcher
    .match(tokenize(text, /[\u0600-\u06FF]/.test(text) ? 'ur' : 'en'), fuzzy ? { fuzzy: () => true } : {})
    .map((m) => [m.value, m.fuzzy]);

describe('buildPhraseMatcher', () => {
  it('prefers the longest phrase and matches lemmas', () => {
    expect(found('Everything is on the shared drive.')).toEqual([['shared place', false]]);
    expect(found('Two invoices came in.')).toEqual([['invoice', false]]);
  });

  it('matches a noun-only word only where it is a noun', () => {
    expect(found('I drive to site every day.')).toEqual([]);
    expect(found('The drive is full.')).toEqual([['place', false]]);
  });

  it('matches Urdu phrases', () => {
    expect(found('ہم ہاتھ سے لکھتے ہیں')).toEqual([['by hand', false]]);
  });

  it('matches a typo of a one-word phrase only when asked to', () => {
    expect(found('The invoces are late.')).toEqual([]);
    expect(found('The invoces are late.', true)).toEqual([['invoice', true]]);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['invoces', 'invoices', true],
    ['scheduel', 'schedule', true],
    ['aprovals', 'approvals', true],
    ['shirts', 'shifts', true],
    ['invoice', 'invoice', true],
    ['invoicing', 'invoices', false],
    ['rota', 'note', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

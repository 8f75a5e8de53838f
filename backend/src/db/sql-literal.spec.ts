import { dollarQuoted } from './sql-literal';

describe('dollarQuoted', () => {
  it('wraps plain text in $q$', () => {
    expect(dollarQuoted('[{"a":1}]')).toBe('$q$[{"a":1}]$q$');
  });

  it('picks another tag when the text holds $q$, or ends in $q (which the closing tag would complete)', () => {
    expect(dollarQuoted('cost $q$ here')).toBe('$q0$cost $q$ here$q0$');
    expect(dollarQuoted('ends in $q')).toBe('$q0$ends in $q$q0$');
    expect(dollarQuoted('$q$ and $q0$ and $q1')).toBe('$q2$$q$ and $q0$ and $q1$q2$');
  });

  it('leaves quotes, backslashes and dollars as they are', () => {
    expect(dollarQuoted(`O'Brien \\n $$ $`)).toBe(`$q$O'Brien \\n $$ $$q$`);
  });
});

import { teamKey, teamSpeller } from './team-names';

describe('team names', () => {
  it('compares teams trimmed and ignoring case; blank is no team', () => {
    expect(teamKey('Tax')).toBe(teamKey('tax '));
    expect(teamKey(' TAX')).toBe('tax');
    expect(teamKey('Tax')).not.toBe(teamKey('Taxes'));
    expect(teamKey('  ')).toBeNull();
    expect(teamKey(null)).toBeNull();
  });

  it('spells each team as first seen', () => {
    const spell = teamSpeller();
    expect(['Tax', 'tax ', 'TAX', 'Audit', ' audit'].map(spell)).toEqual(['Tax', 'Tax', 'Tax', 'Audit', 'Audit']);
    expect(spell(null)).toBeNull();
    expect(spell(' ')).toBeNull();
  });

  it('takes the known spellings first', () => {
    const spell = teamSpeller(['Finance', null, 'ٹیکس']);
    expect(spell('finance')).toBe('Finance');
    expect(spell('ٹیکس ')).toBe('ٹیکس');
    expect(spell('Weaving')).toBe('Weaving');
  });
});

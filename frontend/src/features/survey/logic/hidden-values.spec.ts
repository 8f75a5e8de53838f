import { hiddenQuery, hiddenValuesFrom, recognisedKeys, UTM_KEYS } from './hidden-values';

describe('recognisedKeys', () => {
  it('is the UTM parameters for a survey that declares no hidden fields', () => {
    expect(recognisedKeys({ id: 's1' })).toEqual([...UTM_KEYS]);
  });

  it('puts the declared hidden fields first, each once', () => {
    expect(recognisedKeys({ hiddenFields: [{ key: 'team' }, { key: 'utm_source' }, { label: 'no key' }] })).toEqual([
      'team',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ]);
  });
});

describe('hiddenValuesFrom', () => {
  it('keeps only recognised, non-empty parameters, the first of a repeated one', () => {
    const search = '?team=finance&utm_source=email&utm_source=again&utm_medium=&token=secret';
    expect(hiddenValuesFrom(search, ['team', ...UTM_KEYS])).toEqual({ team: 'finance', utm_source: 'email' });
  });

  it('decodes values and cuts very long ones', () => {
    expect(hiddenValuesFrom('?team=R%26D%20Lahore', ['team'])).toEqual({ team: 'R&D Lahore' });
    expect(hiddenValuesFrom(`?team=${'x'.repeat(600)}`, ['team']).team).toHaveLength(500);
  });
});

describe('hiddenQuery', () => {
  it('encodes the values as a query string, or nothing', () => {
    expect(hiddenQuery({ team: 'R&D Lahore', utm_source: 'email' })).toBe('?team=R%26D+Lahore&utm_source=email');
    expect(hiddenQuery({})).toBe('');
  });
});

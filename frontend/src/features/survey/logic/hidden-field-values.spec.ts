import {
  hiddenValuesFromSearch,
  hiddenValuesStorageKey,
  keepRecordedHiddenValues,
  linkHiddenValues,
} from './hidden-field-values';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe('hidden-field values from the link', () => {
  it('takes keys shaped like hidden fields, trimmed values, and drops the rest', () => {
    expect(
      hiddenValuesFromSearch('?team=finance&utm_source=%20email%20&Bad=1&x-y=2&empty=&long=' + 'a'.repeat(201)),
    ).toEqual({ team: 'finance', utm_source: 'email' });
    expect(hiddenValuesFromSearch('?team=finance&team=operations')).toEqual({ team: 'finance' });
  });

  it('keeps them for a reload of the same survey, and the recorded ones after the start', () => {
    const storage = memory();
    expect(linkHiddenValues('s1', '?team=finance', storage)).toEqual({ team: 'finance' });
    expect(linkHiddenValues('s1', '', storage)).toEqual({ team: 'finance' });
    expect(linkHiddenValues('s2', '', storage)).toEqual({});
    keepRecordedHiddenValues('s1', { team: 'other' }, storage);
    expect(storage.items.get(hiddenValuesStorageKey('s1'))).toBe('{"team":"other"}');
  });

  it('never fails the survey when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(linkHiddenValues('s1', '?team=finance', broken)).toEqual({ team: 'finance' });
    expect(linkHiddenValues('s1', '', broken)).toEqual({});
  });
});

describe('hidden values where the browser keeps storage from the page (a third-party frame)', () => {
  it('still reads the link, without storage', () => {
    const global = globalThis as { window?: unknown };
    // A window whose sessionStorage throws, as Chromium's does in a frame denied storage.
    global.window = {
      location: { search: '' },
      get sessionStorage(): Storage {
        throw new Error('SecurityError: access to sessionStorage is denied');
      },
    };
    try {
      expect(linkHiddenValues('s1', '?team=finance')).toEqual({ team: 'finance' });
      expect(() => keepRecordedHiddenValues('s1', { team: 'finance' })).not.toThrow();
    } finally {
      delete global.window;
    }
  });
});

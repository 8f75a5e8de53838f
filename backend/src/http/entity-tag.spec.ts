import { ifNoneMatchNames } from './entity-tag';

describe('ifNoneMatchNames', () => {
  const etag = '"abc-open"';

  it('names the version a client holds, alone or among others, weak or strong', () => {
    expect(ifNoneMatchNames('"abc-open"', etag)).toBe(true);
    expect(ifNoneMatchNames('"old-open", "abc-open"', etag)).toBe(true);
    expect(ifNoneMatchNames('W/"abc-open"', etag)).toBe(true);
    expect(ifNoneMatchNames('*', etag)).toBe(true);
  });

  it('does not name another version, a bare value or a missing header', () => {
    expect(ifNoneMatchNames('"abc-full"', etag)).toBe(false);
    expect(ifNoneMatchNames('abc-open', etag)).toBe(false);
    expect(ifNoneMatchNames('', etag)).toBe(false);
    expect(ifNoneMatchNames(undefined, etag)).toBe(false);
  });
});

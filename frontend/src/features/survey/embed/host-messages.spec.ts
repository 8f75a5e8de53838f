import { hostTargets, originOf } from './host-messages';

const SELF = 'https://seedline.example';

describe('where an embedded survey posts its messages', () => {
  it('to the framing page when the browser names it and the allow-list (or the site) lets it frame the survey', () => {
    expect(hostTargets(['https://intranet.example'], SELF, 'https://intranet.example')).toEqual([
      'https://intranet.example',
    ]);
    expect(hostTargets([], SELF, SELF)).toEqual([SELF]);
  });

  it('to nobody when the framing page is not on the allow-list', () => {
    expect(hostTargets(['https://intranet.example'], SELF, 'https://evil.example')).toEqual([]);
  });

  it('never to any origin: with no referrer, to each origin that may frame it (the browser picks the parent)', () => {
    const targets = hostTargets(['https://a.example', 'http://localhost:4000'], SELF, null);
    expect(targets).toEqual([SELF, 'https://a.example', 'http://localhost:4000']);
    expect(targets).not.toContain('*');
    // An empty allow-list leaves only the site itself, which a foreign parent never is.
    expect(hostTargets([], SELF, null)).toEqual([SELF]);
  });

  it('skips allow-list entries that are not origins', () => {
    expect(hostTargets(['https://b.example/path', '*', 'not an origin'], SELF, null)).toEqual([SELF]);
  });

  it('reads an origin from a referrer, and none from an empty or opaque one', () => {
    expect(originOf('https://intranet.example/page?x=1')).toBe('https://intranet.example');
    expect(originOf('')).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(originOf('data:text/html,hi')).toBeNull();
  });
});

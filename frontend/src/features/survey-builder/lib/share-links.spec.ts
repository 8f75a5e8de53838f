import { embedSnippets, linkKeys, linkWithValue } from './share-links';

describe('linkKeys', () => {
  it('offers the keys the server records (hidden fields, then UTM), and UTM until they load', () => {
    expect(linkKeys(undefined)).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
    expect(linkKeys({ recognisedKeys: ['team', 'utm_source', 'utm_medium', 'utm_campaign'] })).toEqual([
      'team',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ]);
  });
});

describe('linkWithValue', () => {
  it('adds the value, encoded, and replaces one already there', () => {
    expect(linkWithValue('https://s.example/survey/ops', 'team', ' R&D Lahore ')).toBe(
      'https://s.example/survey/ops?team=R%26D+Lahore',
    );
    expect(linkWithValue('https://s.example/survey/ops?team=a', 'team', 'finance')).toBe(
      'https://s.example/survey/ops?team=finance',
    );
  });

  it('is the plain link without a value', () => {
    expect(linkWithValue('https://s.example/survey/ops', 'team', '  ')).toBe('https://s.example/survey/ops');
  });
});

describe('embedSnippets', () => {
  const snippets = embedSnippets('https://s.example', 'ops-pulse');

  it('frames /embed/{slug}, passing the host query on and following the survey’s height', () => {
    expect(snippets.iframe).toContain('<iframe id="seedline-ops-pulse" title="Survey"');
    // One navigation, with the host's query already on it (a src changed after loading began loaded twice).
    expect(snippets.iframe).not.toContain(' src=');
    expect(snippets.iframe).toContain("frame.src = 'https://s.example/embed/ops-pulse' + window.location.search;");
    expect(snippets.iframe).toContain("event.origin !== 'https://s.example'");
  });

  it('mounts in a container or opens on a button through /embed.js', () => {
    expect(snippets.script).toBe(
      '<script src="https://s.example/embed.js" async></script>\n<div data-seedline-survey="ops-pulse"></div>',
    );
    expect(snippets.popup).toContain('<button type="button" data-seedline-popup="ops-pulse">Take the survey</button>');
  });
});

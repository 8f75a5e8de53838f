import { fillRedirectUrl, surveyEnding, type EndScreenSettings } from './end-screen';

const none: EndScreenSettings = { texts: {}, redirectUrl: null, redirectTopWindow: false };

describe('fillRedirectUrl', () => {
  it('replaces each placeholder with its value, URL-encoded as one component', () => {
    expect(
      fillRedirectUrl('https://example.com/thanks?team={team}&src={utm_source}#{team}', {
        team: 'R&D Lahore/2',
        utm_source: 'email',
      }),
    ).toBe('https://example.com/thanks?team=R%26D%20Lahore%2F2&src=email#R%26D%20Lahore%2F2');
  });

  it('leaves a placeholder without a value empty and text without placeholders as it is', () => {
    expect(fillRedirectUrl('https://example.com/?team={team}', {})).toBe('https://example.com/?team=');
    expect(fillRedirectUrl('https://example.com/a?b=c', { team: 'x' })).toBe('https://example.com/a?b=c');
  });

  it('does not read inherited properties as values', () => {
    expect(fillRedirectUrl('https://example.com/?x={constructor}', {})).toBe('https://example.com/?x=');
  });
});

describe('surveyEnding', () => {
  it('is the spec’s: standard texts and home, when nothing is set (or an older server sends nothing)', () => {
    expect(surveyEnding(none, 'en', {}, false)).toEqual({ title: null, message: null, redirect: { kind: 'home' } });
    expect(surveyEnding(undefined, 'ur', {}, false)).toEqual({
      title: null,
      message: null,
      redirect: { kind: 'home' },
    });
  });

  it('shows the texts of the respondent’s language, falling back to the standard ones', () => {
    const settings = {
      ...none,
      texts: { ur: { title: 'شکریہ، ٹیم!', message: 'جوابات محفوظ' }, en: { title: 'Thanks!' } },
    };
    expect(surveyEnding(settings, 'ur', {}, false)).toMatchObject({ title: 'شکریہ، ٹیم!', message: 'جوابات محفوظ' });
    expect(surveyEnding(settings, 'en', {}, false)).toMatchObject({ title: 'Thanks!', message: null });
  });

  it('goes to the filled redirect URL in its own window', () => {
    const settings = { ...none, redirectUrl: 'https://example.com/?team={team}', redirectTopWindow: true };
    expect(surveyEnding(settings, 'en', { team: 'finance' }, false).redirect).toEqual({
      kind: 'url',
      url: 'https://example.com/?team=finance',
      target: 'self',
    });
  });

  it('in an embed: never navigates the host unless the survey says so, and never goes home', () => {
    expect(surveyEnding(none, 'en', {}, true).redirect).toEqual({ kind: 'none' });
    const inFrame = { ...none, redirectUrl: 'https://example.com/' };
    expect(surveyEnding(inFrame, 'en', {}, true).redirect).toEqual({
      kind: 'url',
      url: 'https://example.com/',
      target: 'self',
    });
    const host = { ...inFrame, redirectTopWindow: true };
    expect(surveyEnding(host, 'en', {}, true).redirect).toEqual({
      kind: 'url',
      url: 'https://example.com/',
      target: 'host',
    });
  });
});

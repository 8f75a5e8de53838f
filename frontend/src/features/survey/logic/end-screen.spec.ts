import { surveyEnding, type EndScreenSettings } from './end-screen';

const none: EndScreenSettings = { texts: {}, redirectUrl: null, redirectTopWindow: false };

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

  it('follows no URL whose origin is not the template’s: a template saved before the host was fixed counts as none', () => {
    for (const redirectUrl of ['https:\t//{team}', 'https:\\\\{team}', 'https://{team}/']) {
      const settings = { ...none, redirectUrl };
      expect(surveyEnding(settings, 'en', { team: 'evil.example' }, false).redirect).toEqual({ kind: 'home' });
      expect(surveyEnding(settings, 'en', { team: 'evil.example' }, true).redirect).toEqual({ kind: 'none' });
    }
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

  it('stays on the end screen when the survey says so (issue 49): a staff survey need not end on the home page', () => {
    const stay = { ...none, stayOnEndScreen: true, texts: { ur: { title: 'شکریہ' } } };
    expect(surveyEnding(stay, 'ur', {}, false)).toEqual({ title: 'شکریہ', message: null, redirect: { kind: 'none' } });
    expect(surveyEnding(stay, 'en', {}, true).redirect).toEqual({ kind: 'none' });
    expect(surveyEnding({ ...none, stayOnEndScreen: false }, 'en', {}, false).redirect).toEqual({ kind: 'home' });
  });
});

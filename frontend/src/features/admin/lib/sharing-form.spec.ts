import { endScreenForm, endScreenOf, originsOf, redirectProblem } from './sharing-form';

describe('originsOf', () => {
  it('takes one origin a line, blanks dropped', () => {
    expect(originsOf(' https://a.example \n\n http://localhost:8080\r\n')).toEqual([
      'https://a.example',
      'http://localhost:8080',
    ]);
  });
});

describe('endScreenOf', () => {
  const empty = endScreenForm({ endScreen: { texts: {}, redirectUrl: null, redirectTopWindow: false } });

  it('sends nothing but the default for an empty form', () => {
    expect(endScreenOf(empty, ['en', 'ur'])).toEqual({ texts: {}, redirectUrl: null, redirectTopWindow: false });
  });

  it('sends the trimmed texts of the survey’s languages only', () => {
    const form = {
      ...empty,
      enTitle: ' Thanks ',
      urTitle: 'شکریہ',
      urMessage: ' ',
      redirectUrl: ' https://x.example/{team} ',
    };
    expect(endScreenOf(form, ['en', 'ur'])).toEqual({
      texts: { en: { title: 'Thanks' }, ur: { title: 'شکریہ' } },
      redirectUrl: 'https://x.example/{team}',
      redirectTopWindow: false,
    });
    expect(endScreenOf(form, ['en']).texts).toEqual({ en: { title: 'Thanks' } });
  });
});

describe('redirectProblem', () => {
  it('asks for https', () => {
    expect(redirectProblem('')).toBeNull();
    expect(redirectProblem('https://x.example/?t={team}')).toBeNull();
    expect(redirectProblem('http://x.example')).toBe('The redirect URL must be a full https:// address');
  });
});

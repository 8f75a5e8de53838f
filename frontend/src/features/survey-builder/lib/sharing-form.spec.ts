import {
  endScreenForm,
  endScreenOf,
  originOf,
  originsOf,
  readOrigins,
  redirectProblem,
  refusedOriginsProblem,
} from './sharing-form';

describe('originsOf', () => {
  it('takes one origin a line, blanks dropped', () => {
    expect(originsOf(' https://a.example \n\n http://localhost:8080\r\n')).toEqual([
      'https://a.example',
      'http://localhost:8080',
    ]);
  });
});

describe('endScreenOf', () => {
  const empty = endScreenForm({
    endScreen: { texts: {}, redirectUrl: null, redirectTopWindow: false, stayOnEndScreen: false },
  });

  it('sends nothing but the default for an empty form: home after the thank-you', () => {
    expect(empty.after).toBe('home');
    expect(endScreenOf(empty, ['en', 'ur'])).toEqual({
      texts: {},
      redirectUrl: null,
      redirectTopWindow: false,
      stayOnEndScreen: false,
    });
  });

  it('reads and sends where respondents go next: home, stay, or the URL (issue 49)', () => {
    const stay = endScreenForm({
      endScreen: { texts: {}, redirectUrl: null, redirectTopWindow: false, stayOnEndScreen: true },
    });
    expect(stay.after).toBe('stay');
    expect(endScreenOf(stay, ['en'])).toMatchObject({ redirectUrl: null, stayOnEndScreen: true });
    const url = endScreenForm({
      endScreen: { texts: {}, redirectUrl: 'https://x.example/', redirectTopWindow: false, stayOnEndScreen: false },
    });
    expect(url.after).toBe('url');
    // A URL left in the box counts only while "Go to the redirect URL" is chosen.
    expect(endScreenOf({ ...url, after: 'home' }, ['en'])).toMatchObject({ redirectUrl: null, stayOnEndScreen: false });
  });

  it('sends the trimmed texts of the survey’s languages only', () => {
    const form = {
      ...empty,
      enTitle: ' Thanks ',
      urTitle: 'شکریہ',
      urMessage: ' ',
      after: 'url' as const,
      redirectUrl: ' https://x.example/{team} ',
    };
    expect(endScreenOf(form, ['en', 'ur'])).toEqual({
      texts: { en: { title: 'Thanks' }, ur: { title: 'شکریہ' } },
      redirectUrl: 'https://x.example/{team}',
      redirectTopWindow: false,
      stayOnEndScreen: false,
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

describe('redirectProblem, by the rule the server keeps', () => {
  it('refuses what a browser would read as another host', () => {
    expect(redirectProblem('https:\t//{team}')).toBe('The redirect URL cannot hold tabs, line breaks or backslashes');
    expect(redirectProblem('https:\\\\{team}')).toBe('The redirect URL cannot hold tabs, line breaks or backslashes');
    expect(redirectProblem('https://{team}.example/')).toBe('The redirect URL’s host cannot hold a placeholder');
  });
});

describe('the embed allow-list as typed', () => {
  it('reads a bare host as https, localhost as http, and drops a trailing slash', () => {
    expect(readOrigins('intranet.example.pk\nlocalhost:5173\nhttps://Portal.Example.com/\n\n')).toEqual({
      origins: ['https://intranet.example.pk', 'http://localhost:5173', 'https://portal.example.com'],
      readAs: [
        { line: 'intranet.example.pk', origin: 'https://intranet.example.pk' },
        { line: 'localhost:5173', origin: 'http://localhost:5173' },
        { line: 'https://Portal.Example.com/', origin: 'https://portal.example.com' },
      ],
      refused: [],
    });
  });

  it('saves the good lines and names the bad one, which does not block them', () => {
    const read = readOrigins(
      'https://a.example.com\nintranet example\nhttp://b.example.com\nhttps://c.example.com/path\nhttps://a.example.com',
    );
    expect(read.origins).toEqual(['https://a.example.com']);
    expect(read.refused).toEqual(['intranet example', 'http://b.example.com', 'https://c.example.com/path']);
    expect(refusedOriginsProblem(['intranet example'])).toBe(
      '"intranet example" is not a site address (such as intranet.example.pk or https://host:port), so it is not saved; the other lines are.',
    );
    expect(refusedOriginsProblem([])).toBeNull();
  });

  it('refuses wildcards and a single-label name', () => {
    expect(originOf('*.example.com')).toBeNull();
    expect(originOf('intranet')).toBeNull();
    expect(originOf('https://[::1]:8080')).toBe('https://[::1]:8080');
  });
});

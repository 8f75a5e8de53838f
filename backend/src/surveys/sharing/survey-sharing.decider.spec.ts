import { placeholderKeys } from '@seedline/shared';
import { NotFoundError, ValidationError } from '../../common/errors';
import { deciderSpec } from '../../testing/decider-spec';
import { decider } from '../survey.decider';
import type { SurveyCreated, SurveyEvent } from '../survey.events';
import { DEFAULT_END_SCREEN, embedOrigin } from './survey-sharing';

// Issue 34: drafts, who may embed a survey, and its end screen, decided on the survey stream.

const NOW = '2026-11-26T12:00:00.000Z';
const given = deciderSpec(decider);

const created = (data: Partial<SurveyCreated['data']> = {}): SurveyCreated => ({
  type: 'SurveyCreated',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    title: 'Ops pulse',
    description: null,
    slug: 'ops-pulse',
    logo: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...data,
  },
});
const englishOnly: SurveyEvent = {
  type: 'SurveyLanguagesSet',
  schemaVersion: 1,
  data: { surveyId: 's1', languages: ['en'], setAt: NOW },
};
const deleted: SurveyEvent = { type: 'SurveyDeleted', schemaVersion: 1, data: { surveyId: 's1', deletedAt: NOW } };
const originsSet = (origins: string[]): SurveyEvent => ({
  type: 'SurveyEmbedOriginsSet',
  schemaVersion: 1,
  data: { surveyId: 's1', origins, setAt: NOW },
});

describe('drafts: a survey saved as a draft is created switched off and opened later', () => {
  it('records the draft as an inactive SurveyCreated', () => {
    given()
      .when({ type: 'CreateSurvey', surveyId: 's1', title: 'Ops pulse', slug: 'ops-pulse', isActive: false, now: NOW })
      .then([{ ...created({ isActive: false, createdAt: NOW }) }]);
  });

  it('opens the draft with SurveyActivated, once', () => {
    given(created({ isActive: false }))
      .when({ type: 'EditSurvey', surveyId: 's1', isActive: true, now: NOW })
      .then([{ type: 'SurveyActivated', schemaVersion: 1, data: { surveyId: 's1', activatedAt: NOW } }]);
    given(created({ isActive: false }), {
      type: 'SurveyActivated',
      schemaVersion: 1,
      data: { surveyId: 's1', activatedAt: NOW },
    })
      .when({ type: 'EditSurvey', surveyId: 's1', isActive: true, now: NOW })
      .then([]);
  });
});

describe('SetEmbedOrigins', () => {
  it('records the origins as browsers name them, each once, in the order given', () => {
    given(created())
      .when({
        type: 'SetEmbedOrigins',
        surveyId: 's1',
        origins: [
          ' https://Intranet.Example.com/ ',
          'http://localhost:8080',
          'https://intranet.example.com:443',
          'http://127.0.0.1:5000',
          'https://[2001:db8::1]:8443',
          'https://bücher.example',
        ],
        now: NOW,
      })
      .then([
        originsSet([
          'https://intranet.example.com',
          'http://localhost:8080',
          'http://127.0.0.1:5000',
          'https://[2001:db8::1]:8443',
          'https://xn--bcher-kva.example',
        ]),
      ]);
  });

  it('records nothing when the list is the same, and an empty list clears it', () => {
    given(created(), originsSet(['https://a.example']))
      .when({ type: 'SetEmbedOrigins', surveyId: 's1', origins: ['https://a.example/'], now: NOW })
      .then([]);
    given(created(), originsSet(['https://a.example']))
      .when({ type: 'SetEmbedOrigins', surveyId: 's1', origins: [], now: NOW })
      .then([originsSet([])]);
  });

  it.each([
    ['http://example.com', 'plain http off localhost'],
    ['https://example.com/survey', 'a path'],
    ['https://example.com?x=1', 'a query'],
    ['https://*.example.com', 'a wildcard'],
    ['https://user@example.com', 'a user'],
    ['example.com', 'no scheme'],
    ['ftp://example.com', 'another scheme'],
    ['', 'nothing'],
    // Issue 44: what would end the frame-ancestors source list and start a directive of its own.
    ['https://a.example;sandbox', 'a semicolon'],
    ["https://b.example'", 'a quote'],
    ['https://a.example,b.example', 'a comma'],
    ['https://a.example\\@b.example', 'a backslash'],
    ['https://a_b.example', 'an underscore'],
    ['https://a.example:99999', 'a port out of range'],
  ])('refuses %s (%s)', (origin) => {
    expect(() => embedOrigin(origin)).toThrow(ValidationError);
    expect(() =>
      decider.decide(
        { type: 'SetEmbedOrigins', surveyId: 's1', origins: [origin], now: NOW },
        decider.evolve(decider.initialState(), created()),
      ),
    ).toThrow(/is not an origin: use scheme:\/\/host\[:port\], https/);
  });

  it('refuses a deleted survey', () => {
    given(created(), deleted)
      .when({ type: 'SetEmbedOrigins', surveyId: 's1', origins: [], now: NOW })
      .thenThrows(new NotFoundError('Survey not found'));
  });

  it('is copied with the survey', () => {
    const source = [created(), originsSet(['https://a.example'])].reduce(decider.evolve, decider.initialState());
    const events = decider.decide(
      { type: 'DuplicateSurvey', surveyId: 's2', source, slug: null, questionIds: [], now: NOW },
      decider.initialState(),
    );
    expect(events).toContainEqual({
      type: 'SurveyEmbedOriginsSet',
      schemaVersion: 1,
      data: { surveyId: 's2', origins: ['https://a.example'], setAt: NOW },
    });
  });
});

describe('SetEndScreen', () => {
  const endScreenSet = (endScreen: unknown): SurveyEvent =>
    ({ type: 'SurveyEndScreenSet', schemaVersion: 1, data: { surveyId: 's1', endScreen, setAt: NOW } }) as SurveyEvent;

  it('records the texts by language (trimmed, blanks dropped), the redirect and the switch', () => {
    given(created())
      .when({
        type: 'SetEndScreen',
        surveyId: 's1',
        texts: {
          en: { title: ' Thanks, team! ', message: '' },
          ur: { title: 'شکریہ، ٹیم!', message: 'آپ کے جوابات محفوظ ہو گئے۔' },
        },
        redirectUrl: ' https://example.com/next?team={team}&src={utm_source} ',
        redirectTopWindow: true,
        now: NOW,
      })
      .then([
        endScreenSet({
          texts: {
            en: { title: 'Thanks, team!' },
            ur: { title: 'شکریہ، ٹیم!', message: 'آپ کے جوابات محفوظ ہو گئے۔' },
          },
          redirectUrl: 'https://example.com/next?team={team}&src={utm_source}',
          redirectTopWindow: true,
        }),
      ]);
  });

  it('records nothing when nothing changes: all blank on a new survey is the default', () => {
    given(created())
      .when({ type: 'SetEndScreen', surveyId: 's1', texts: { en: { title: ' ' } }, redirectUrl: '', now: NOW })
      .then([]);
    expect(DEFAULT_END_SCREEN).toEqual({ texts: {}, redirectUrl: null, redirectTopWindow: false });
  });

  it('puts everything back to the default when cleared', () => {
    given(created(), endScreenSet({ texts: { en: { title: 'Hi' } }, redirectUrl: null, redirectTopWindow: false }))
      .when({ type: 'SetEndScreen', surveyId: 's1', texts: {}, redirectUrl: null, now: NOW })
      .then([endScreenSet(DEFAULT_END_SCREEN)]);
  });

  it.each([
    ['http://example.com/thanks', 'The redirect URL must be a full https:// address'],
    ['javascript:alert(1)', 'The redirect URL must be a full https:// address'],
    ['/thanks', 'The redirect URL must be a full https:// address'],
    ['https://{site}/thanks', 'The redirect URL’s host cannot hold a placeholder'],
    ['https://example.com/?team={team', 'A placeholder in the redirect URL is a key in braces, such as {team}'],
    ['https://example.com/<2000 more characters>', 'The redirect URL must be at most 2000 characters'],
    // Issue 44: a browser reads these as https://{team}/ (tabs dropped, backslashes read as slashes).
    ['https:\t//{team}', 'The redirect URL cannot hold tabs, line breaks or backslashes'],
    ['https:\\\\{team}', 'The redirect URL cannot hold tabs, line breaks or backslashes'],
    ['https://example.com\n/{team}', 'The redirect URL cannot hold tabs, line breaks or backslashes'],
    ['https:/{team}/x', 'The redirect URL must be a full https:// address'],
    ['https://example.com@{team}/', 'The redirect URL’s host cannot hold a placeholder'],
    ['https://user@example.com/', 'The redirect URL must be a full https:// address'],
    ['https://example.com{team}/', 'The redirect URL’s host cannot hold a placeholder'],
  ])('refuses the redirect %s', (shown, message) => {
    const redirectUrl = shown.replace('<2000 more characters>', 'a'.repeat(2000));
    given(created())
      .when({ type: 'SetEndScreen', surveyId: 's1', redirectUrl, now: NOW })
      .thenThrows(new ValidationError(message));
  });

  it('refuses texts in a language the survey does not offer, and over-long texts', () => {
    given(created(), englishOnly)
      .when({ type: 'SetEndScreen', surveyId: 's1', texts: { ur: { title: 'شکریہ' } }, now: NOW })
      .thenThrows(new ValidationError('The survey is not offered in "ur": offered are en'));
    given(created())
      .when({ type: 'SetEndScreen', surveyId: 's1', texts: { en: { title: 'x'.repeat(201) } }, now: NOW })
      .thenThrows(new ValidationError('The end screen title must be at most 200 characters'));
    given(created())
      .when({ type: 'SetEndScreen', surveyId: 's1', redirectTopWindow: 'yes', now: NOW })
      .thenThrows(new ValidationError('redirectTopWindow must be true or false'));
  });

  it('records staying on the end screen (issue 49), which a redirect URL cannot go with', () => {
    given(created())
      .when({ type: 'SetEndScreen', surveyId: 's1', stayOnEndScreen: true, now: NOW })
      .then([endScreenSet({ texts: {}, redirectUrl: null, redirectTopWindow: false, stayOnEndScreen: true })]);
    // false is the default (home, as the spec says): nothing to record on a new survey.
    given(created()).when({ type: 'SetEndScreen', surveyId: 's1', stayOnEndScreen: false, now: NOW }).then([]);
    given(created())
      .when({
        type: 'SetEndScreen',
        surveyId: 's1',
        stayOnEndScreen: true,
        redirectUrl: 'https://example.com',
        now: NOW,
      })
      .thenThrows(new ValidationError('Choose one: stay on the end screen, or go to the redirect URL'));
    given(created())
      .when({ type: 'SetEndScreen', surveyId: 's1', stayOnEndScreen: 'yes', now: NOW })
      .thenThrows(new ValidationError('stayOnEndScreen must be true or false'));
  });

  it('names the placeholders of a redirect URL, each once', () => {
    expect(placeholderKeys('https://x.example/{team}?a={utm_source}&b={team}')).toEqual(['team', 'utm_source']);
  });
});

describe('listing (issue 47): a survey on the /surveys list, or reachable only by its link', () => {
  const listingSet = (listed: boolean): SurveyEvent => ({
    type: 'SurveyListingSet',
    schemaVersion: 1,
    data: { surveyId: 's1', listed, setAt: NOW },
  });

  it('leaves a listed survey off the list with SurveyListingSet, and lists it again', () => {
    given(created())
      .when({ type: 'SetListed', surveyId: 's1', listed: false, now: NOW })
      .then([listingSet(false)]);
    given(created(), listingSet(false))
      .when({ type: 'SetListed', surveyId: 's1', listed: true, now: NOW })
      .then([listingSet(true)]);
  });

  it('records nothing when the listing does not change (a survey is listed by default)', () => {
    given(created()).when({ type: 'SetListed', surveyId: 's1', listed: true, now: NOW }).then([]);
    given(created(), listingSet(false)).when({ type: 'SetListed', surveyId: 's1', listed: false, now: NOW }).then([]);
  });

  it('refuses what is not true or false, and a survey that does not exist', () => {
    given(created())
      .when({ type: 'SetListed', surveyId: 's1', listed: 'no', now: NOW })
      .thenThrows(new ValidationError('listed must be true or false'));
    given()
      .when({ type: 'SetListed', surveyId: 's1', listed: false, now: NOW })
      .thenThrows(new NotFoundError('Survey not found'));
    given(created(), deleted)
      .when({ type: 'SetListed', surveyId: 's1', listed: false, now: NOW })
      .thenThrows(new NotFoundError('Survey not found'));
  });
});

import { ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { decider, evolve, initialState, type SurveyCommand } from './survey.decider';
import type { SurveyClientSet, SurveyCreated, SurveyEvent, SurveyListingSet } from './survey.events';

// A survey belongs to a client (issue 47 item 3); one for a client starts unlisted (item 4).

const NOW = '2026-11-29T10:00:00.000Z';
const LATER = '2026-11-29T11:00:00.000Z';
const given = deciderSpec(decider);

const created: SurveyCreated = {
  type: 'SurveyCreated',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    title: 'Team pulse',
    description: null,
    slug: null,
    logo: null,
    isActive: true,
    createdAt: NOW,
  },
};
const clientSet = (clientId: string | null, setAt = NOW): SurveyClientSet => ({
  type: 'SurveyClientSet',
  schemaVersion: 1,
  data: { surveyId: 's1', clientId, setAt },
});
const unlisted: SurveyListingSet = {
  type: 'SurveyListingSet',
  schemaVersion: 1,
  data: { surveyId: 's1', listed: false, setAt: NOW },
};
const create = (fields: Partial<Extract<SurveyCommand, { type: 'CreateSurvey' }>> = {}): SurveyCommand => ({
  type: 'CreateSurvey',
  surveyId: 's1',
  title: 'Team pulse',
  now: NOW,
  ...fields,
});
const edit = (clientId: unknown): SurveyCommand => ({ type: 'EditSurvey', surveyId: 's1', clientId, now: LATER });

describe('a survey for a client', () => {
  it('is created for the client and unlisted: its staff never find it beside another client’s', () => {
    given()
      .when(create({ clientId: 'acme' }))
      .then([created, clientSet('acme'), unlisted]);
  });

  it('is listed when the consultant lists it at creation', () => {
    given()
      .when(create({ clientId: 'acme', listed: true }))
      .then([created, clientSet('acme')]);
  });

  it('for no client is listed as before, unless the consultant leaves it off the list', () => {
    given().when(create()).then([created]);
    given()
      .when(create({ clientId: null }))
      .then([created]);
    given()
      .when(create({ listed: false }))
      .then([created, unlisted]);
  });

  it('refuses a client id that is not one, naming the field', () => {
    const refusal = new ValidationError('clientId must be the id of a client, or null', [
      { pointer: '/clientId', detail: 'Choose a client from the list' },
    ]);
    given()
      .when(create({ clientId: 'no spaces allowed' }))
      .thenThrows(refusal);
    given(created).when(edit(42)).thenThrows(refusal);
  });

  it('changes client on the edit page; the same client again records nothing', () => {
    given(created)
      .when(edit('acme'))
      .then([clientSet('acme', LATER)]);
    given(created, clientSet('acme')).when(edit('acme')).then([]);
    given(created, clientSet('acme'))
      .when(edit('globex'))
      .then([clientSet('globex', LATER)]);
    given(created, clientSet('acme'))
      .when(edit(null))
      .then([clientSet(null, LATER)]);
  });

  it('keeps its listing when its client changes (the listing switch says it)', () => {
    const state = [created, clientSet('acme')].reduce<ReturnType<typeof initialState>>(
      (s, e: SurveyEvent) => evolve(s, e),
      initialState(),
    );
    expect(state).toMatchObject({ clientId: 'acme', listed: true });
  });

  it('a copy stays with the client, and unlisted', () => {
    const source = [created, clientSet('acme'), unlisted].reduce(evolve, initialState());
    const events = decider.decide(
      { type: 'DuplicateSurvey', surveyId: 's2', source, slug: null, questionIds: [], now: LATER },
      initialState(),
    );
    const types = events.map((e) => e.type);
    expect(events.find((e) => e.type === 'SurveyClientSet')?.data).toEqual({
      surveyId: 's2',
      clientId: 'acme',
      setAt: LATER,
    });
    expect(types).toContain('SurveyListingSet');
  });
});

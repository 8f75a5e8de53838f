import { ValidationError } from '../../common/errors';
import { deciderSpec } from '../../testing/decider-spec';
import { decider, type SurveyCommand } from '../survey.decider';
import type { SurveyAbandonAfterSet, SurveyCreated, SurveyDeleted, SurveyHiddenFieldsSet } from '../survey.events';
import { NotFoundError } from '../../common/errors';

const given = deciderSpec(decider);
const T0 = '2026-03-01T10:00:00.000Z';

const created: SurveyCreated = {
  type: 'SurveyCreated',
  schemaVersion: 1,
  data: {
    surveyId: 's1',
    title: 'Ops pulse',
    description: null,
    slug: 'ops-pulse',
    logo: null,
    isActive: true,
    createdAt: T0,
  },
};
const deleted: SurveyDeleted = { type: 'SurveyDeleted', schemaVersion: 1, data: { surveyId: 's1', deletedAt: T0 } };

const setHidden = (hiddenFields: unknown): SurveyCommand => ({
  type: 'SetHiddenFields',
  surveyId: 's1',
  hiddenFields,
  now: T0,
});
const setAbandon = (abandonAfterDays: unknown): SurveyCommand => ({
  type: 'SetAbandonAfter',
  surveyId: 's1',
  abandonAfterDays,
  now: T0,
});
const hiddenSet = (hiddenFields: SurveyHiddenFieldsSet['data']['hiddenFields']): SurveyHiddenFieldsSet => ({
  type: 'SurveyHiddenFieldsSet',
  schemaVersion: 1,
  data: { surveyId: 's1', hiddenFields, setAt: T0 },
});
const abandonSet = (abandonAfterDays: number | null): SurveyAbandonAfterSet => ({
  type: 'SurveyAbandonAfterSet',
  schemaVersion: 1,
  data: { surveyId: 's1', abandonAfterDays, setAt: T0 },
});

describe('hidden fields of a survey', () => {
  it('declares fields with trimmed labels (blank: the key) and allowed values (empty: any)', () => {
    given(created)
      .when(
        setHidden([
          { key: 'team', label: ' Team ', allowedValues: [' finance ', 'operations', 'finance', ''] },
          { key: 'utm_source', label: '', allowedValues: [] },
        ]),
      )
      .then([
        hiddenSet([
          { key: 'team', label: 'Team', allowedValues: ['finance', 'operations'] },
          { key: 'utm_source', label: 'utm_source', allowedValues: null },
        ]),
      ]);
  });

  it('marks a field personal only when asked (such a field is never shown on a client link)', () => {
    given(created)
      .when(
        setHidden([
          { key: 'employee_id', label: 'Employee', personal: true },
          { key: 'team', label: 'Team', personal: false },
        ]),
      )
      .then([
        hiddenSet([
          { key: 'employee_id', label: 'Employee', allowedValues: null, personal: true },
          { key: 'team', label: 'Team', allowedValues: null },
        ]),
      ]);
  });

  it('records nothing when the list is the same again', () => {
    const fields = [{ key: 'team', label: 'Team', allowedValues: null }];
    given(created, hiddenSet(fields)).when(setHidden(fields)).then([]);
    given(created, hiddenSet(fields))
      .when(setHidden([]))
      .then([hiddenSet([])]);
  });

  it('refuses keys that are not lower-case letters, digits and _, and a key declared twice', () => {
    const keyError = (index: number, detail: string) =>
      new ValidationError(detail, [{ pointer: `#/hiddenFields/${index}/key`, detail }]);
    const badKey = "A hidden field's key is lower-case letters, digits and _, starting with a letter (at most 40)";
    given(created)
      .when(setHidden([{ key: 'Team' }]))
      .thenThrows(keyError(0, badKey));
    given(created)
      .when(setHidden([{ key: 'team' }, { key: '1st' }]))
      .thenThrows(keyError(1, badKey));
    given(created)
      .when(setHidden([{ key: 'team-name' }]))
      .thenThrows(keyError(0, badKey));
    given(created)
      .when(setHidden([{ key: 'team' }, { key: 'team' }]))
      .thenThrows(keyError(1, 'The hidden field team is declared twice'));
  });

  it('refuses more than 20 fields, and a deleted survey', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ key: `f${i}` }));
    given(created).when(setHidden(many)).thenThrows(new ValidationError('A survey declares at most 20 hidden fields'));
    given(created, deleted).when(setHidden([])).thenThrows(new NotFoundError('Survey not found'));
  });
});

describe('abandonment period of a survey', () => {
  it('sets, changes and switches off the period; the same value again records nothing', () => {
    given(created)
      .when(setAbandon(7))
      .then([abandonSet(7)]);
    given(created, abandonSet(7)).when(setAbandon(7)).then([]);
    given(created, abandonSet(7))
      .when(setAbandon(null))
      .then([abandonSet(null)]);
    given(created).when(setAbandon(null)).then([]);
  });

  it('refuses anything but a whole number of days from 1 to 365', () => {
    const error = new ValidationError('abandonAfterDays must be a whole number of days from 1 to 365, or null (never)');
    for (const value of [0, 366, 1.5, '7']) given(created).when(setAbandon(value)).thenThrows(error);
  });
});

describe('a copy of the survey', () => {
  it('declares the same hidden fields and period', () => {
    const fields = [{ key: 'team', label: 'Team', allowedValues: ['finance'] }];
    const copy = decider
      .decide(
        {
          type: 'DuplicateSurvey',
          surveyId: 's2',
          source: [created, hiddenSet(fields), abandonSet(7)].reduce(decider.evolve, decider.initialState()),
          slug: null,
          questionIds: [],
          now: T0,
        },
        decider.initialState(),
      )
      .filter((event) => event.type === 'SurveyHiddenFieldsSet' || event.type === 'SurveyAbandonAfterSet');
    expect(copy).toEqual([
      { type: 'SurveyHiddenFieldsSet', schemaVersion: 1, data: { surveyId: 's2', hiddenFields: fields, setAt: T0 } },
      { type: 'SurveyAbandonAfterSet', schemaVersion: 1, data: { surveyId: 's2', abandonAfterDays: 7, setAt: T0 } },
    ]);
  });
});

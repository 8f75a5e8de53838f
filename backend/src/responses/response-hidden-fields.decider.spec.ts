import { IllegalStateError, ValidationError } from '../common/errors';
import type { HiddenField } from '../surveys';
import { deciderSpec } from '../testing/decider-spec';
import { decider, RESPONSE_ABANDONED_MESSAGE, type ResponseCommand, type SurveySnapshot } from './response.decider';
import type { AnswerRecorded, ResponseAbandoned, ResponseCompleted, ResponseStarted } from './response.events';

// Issue 34 on the response stream: hidden-field values recorded at the start, and abandonment.

const given = deciderSpec(decider);
const T0 = '2026-03-01T10:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const daysAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

const team: HiddenField = { key: 'team', label: 'Team', allowedValues: ['finance', 'operations'] };
const region: HiddenField = { key: 'region', label: 'Region', allowedValues: null };
const survey: SurveySnapshot = {
  surveyId: 's1',
  exists: true,
  deleted: false,
  isActive: true,
  hiddenFields: [team, region],
};

const start = (hiddenFields: unknown): ResponseCommand => ({
  type: 'StartResponse',
  responseId: 'r1',
  survey,
  surveyMode: 'traditional',
  hiddenFields,
  now: T0,
});

const started = (hiddenFields?: string): ResponseStarted => ({
  type: 'ResponseStarted',
  schemaVersion: 1,
  data: {
    responseId: 'r1',
    surveyId: 's1',
    surveyMode: 'traditional',
    language: null,
    respondentName: null,
    respondentEmail: null,
    ...(hiddenFields === undefined ? {} : { hiddenFields }),
    startedAt: T0,
  },
});

const answered = (recordedAt: string): AnswerRecorded => ({
  type: 'AnswerRecorded',
  schemaVersion: 1,
  data: { responseId: 'r1', questionId: 'q1', answerText: 'Yes', recordedAt },
});

const abandon = (now: string, abandonAfterDays = 7): ResponseCommand => ({
  type: 'AbandonResponse',
  responseId: 'r1',
  abandonAfterDays,
  now,
});

const abandoned = (abandonedAt: string): ResponseAbandoned => ({
  type: 'ResponseAbandoned',
  schemaVersion: 1,
  data: { responseId: 'r1', surveyId: 's1', abandonAfterDays: 7, abandonedAt },
});

describe('hidden-field values at the start', () => {
  it('records the declared fields and the UTM ones as sealed JSON text, ignoring unknown keys and blanks', () => {
    given()
      .when(start({ utm_source: 'email', colour: 'blue', team: 'finance', region: ' Punjab ', utm_medium: ' ' }))
      .then([started('{"team":"finance","region":"Punjab","utm_source":"email"}')]);
  });

  it('records a value outside the allowed list as "other", and an allowed one in its declared case', () => {
    given()
      .when(start({ team: 'Marketing' }))
      .then([started('{"team":"other"}')]);
    given()
      .when(start({ team: 'FINANCE' }))
      .then([started('{"team":"finance"}')]);
  });

  it('records nothing when the link carried nothing it knows', () => {
    given().when(start(undefined)).then([started()]);
    given()
      .when(start({ colour: 'blue' }))
      .then([started()]);
  });

  it('refuses a value longer than 200 characters, and values that are not texts', () => {
    given()
      .when(start({ region: 'x'.repeat(201) }))
      .thenThrows(new ValidationError('The hidden field region is too long (at most 200 characters)'));
    given()
      .when(start({ team: 3 }))
      .thenThrows(new ValidationError('The hidden field team must be a text'));
    given()
      .when(start(['team']))
      .thenThrows(new ValidationError('hiddenFields must be an object'));
  });
});

describe('abandonment', () => {
  it('closes an unfinished response once its last activity is the period old', () => {
    given(started())
      .when(abandon(daysAfter(T0, 7)))
      .then([abandoned(daysAfter(T0, 7))]);
  });

  it('counts from the last answer, not the start', () => {
    const lastAnswer = daysAfter(T0, 5);
    given(started(), answered(lastAnswer))
      .when(abandon(daysAfter(T0, 8)))
      .then([]);
    given(started(), answered(lastAnswer))
      .when(abandon(daysAfter(lastAnswer, 7)))
      .then([abandoned(daysAfter(lastAnswer, 7))]);
  });

  it('leaves completed, already closed and unknown responses alone (a sweep may run any number of times)', () => {
    const done: ResponseCompleted = {
      type: 'ResponseCompleted',
      schemaVersion: 1,
      data: { responseId: 'r1', completedAt: T0 },
    };
    given(started(), done)
      .when(abandon(daysAfter(T0, 30)))
      .then([]);
    given(started(), abandoned(daysAfter(T0, 7)))
      .when(abandon(daysAfter(T0, 30)))
      .then([]);
    given()
      .when(abandon(daysAfter(T0, 30)))
      .then([]);
  });

  it('refuses answers and completion on a closed response', () => {
    const open = { survey: { deleted: false, isActive: true } };
    given(started(), abandoned(daysAfter(T0, 7)))
      .when({
        type: 'RecordAnswer',
        responseId: 'r1',
        questionId: 'q1',
        answerText: 'late',
        surveyQuestionIds: ['q1'],
        path: [],
        ...open,
        now: daysAfter(T0, 8),
      })
      .thenThrows(new IllegalStateError(RESPONSE_ABANDONED_MESSAGE));
    given(started(), abandoned(daysAfter(T0, 7)))
      .when({ type: 'CompleteResponse', responseId: 'r1', path: [], ...open, now: daysAfter(T0, 8) })
      .thenThrows(new IllegalStateError(RESPONSE_ABANDONED_MESSAGE));
  });
});

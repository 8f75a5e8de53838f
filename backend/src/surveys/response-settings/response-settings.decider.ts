// The survey's response settings (issue 34): the hidden fields its links may carry, and after how many
// days an unfinished response is closed as abandoned. survey.decider.ts delegates these commands here.

import { canonicalJson } from '../../common/canonical-json';
import { ValidationError } from '../../common/errors';
import { checkedHiddenFields, type HiddenField } from './hidden-fields';
import type { SurveyAbandonAfterSet, SurveyHiddenFieldsSet } from '../survey.events';

export const ABANDON_AFTER_DAYS = { min: 1, max: 365 } as const;

export type SetHiddenFields = { type: 'SetHiddenFields'; surveyId: string; hiddenFields: unknown; now: string };
export type SetAbandonAfter = { type: 'SetAbandonAfter'; surveyId: string; abandonAfterDays: unknown; now: string };
export type ResponseSettingsCommand = SetHiddenFields | SetAbandonAfter;

/** What these commands read of the survey's state. */
export type ResponseSettingsState = {
  surveyId: string;
  hiddenFields: HiddenField[];
  abandonAfterDays: number | null;
};

/** Replaces the declared hidden fields; the same list again records nothing. */
function setHiddenFields(command: SetHiddenFields, survey: ResponseSettingsState): SurveyHiddenFieldsSet[] {
  const hiddenFields = checkedHiddenFields(command.hiddenFields);
  if (canonicalJson(hiddenFields) === canonicalJson(survey.hiddenFields)) return [];
  return [
    {
      type: 'SurveyHiddenFieldsSet',
      schemaVersion: 1,
      data: { surveyId: survey.surveyId, hiddenFields, setAt: command.now },
    },
  ];
}

function abandonAfterDays(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (value >= ABANDON_AFTER_DAYS.min && value <= ABANDON_AFTER_DAYS.max) return value;
  }
  throw new ValidationError(
    `abandonAfterDays must be a whole number of days from ${ABANDON_AFTER_DAYS.min} to ${ABANDON_AFTER_DAYS.max}, or null (never)`,
  );
}

function setAbandonAfter(command: SetAbandonAfter, survey: ResponseSettingsState): SurveyAbandonAfterSet[] {
  const days = abandonAfterDays(command.abandonAfterDays);
  if (days === survey.abandonAfterDays) return [];
  return [
    {
      type: 'SurveyAbandonAfterSet',
      schemaVersion: 1,
      data: { surveyId: survey.surveyId, abandonAfterDays: days, setAt: command.now },
    },
  ];
}

/** A copy of the survey declares the same hidden fields and period (nothing when it has none). */
export function copiedResponseSettings(
  source: ResponseSettingsState,
  surveyId: string,
  now: string,
): (SurveyHiddenFieldsSet | SurveyAbandonAfterSet)[] {
  const copy = { surveyId, hiddenFields: [], abandonAfterDays: null };
  return [
    ...setHiddenFields({ type: 'SetHiddenFields', surveyId, hiddenFields: source.hiddenFields, now }, copy),
    ...setAbandonAfter({ type: 'SetAbandonAfter', surveyId, abandonAfterDays: source.abandonAfterDays, now }, copy),
  ];
}

/** The events a settings command causes on an existing survey, or a 400. */
export function decideResponseSettings(
  command: ResponseSettingsCommand,
  survey: ResponseSettingsState,
): (SurveyHiddenFieldsSet | SurveyAbandonAfterSet)[] {
  switch (command.type) {
    case 'SetHiddenFields':
      return setHiddenFields(command, survey);
    case 'SetAbandonAfter':
      return setAbandonAfter(command, survey);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

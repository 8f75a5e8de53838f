// The sharing commands of a survey stream (issue 34): who may embed it and its end screen. The survey
// decider delegates them here; each records its event only when something changes.

import { canonicalJson } from '../../common/canonical-json';
import { NotFoundError } from '../../common/errors';
import { embedOrigins, endScreen, type EndScreen } from './survey-sharing';
import { ValidationError } from '../../common/errors';
import type { SurveyEmbedOriginsSet, SurveyEndScreenSet, SurveyListingSet } from '../survey.events';
import type { SurveyLanguage } from '../translations';

/** The allow-list of origins, replaced whole; empty: no other site may embed the survey. */
export type SetEmbedOrigins = { type: 'SetEmbedOrigins'; surveyId: string; origins: unknown; now: string };

/** The end screen, replaced whole: texts by language, redirect URL, redirect-the-host switch. */
export type SetEndScreen = {
  type: 'SetEndScreen';
  surveyId: string;
  texts?: unknown;
  redirectUrl?: unknown;
  redirectTopWindow?: unknown;
  stayOnEndScreen?: unknown;
  now: string;
};

/** Whether the survey shows on the unlocked /surveys list or only by its link (issue 47). */
export type SetListed = { type: 'SetListed'; surveyId: string; listed: unknown; now: string };

export type SharingCommand = SetEmbedOrigins | SetEndScreen | SetListed;

/** What these decisions read of the survey's state. */
export type SharingState =
  | { status: 'none' | 'deleted' }
  | {
      status: 'created';
      surveyId: string;
      languages: SurveyLanguage[];
      embedOrigins: string[];
      endScreen: EndScreen;
      listed: boolean;
    };

function existing(state: SharingState) {
  if (state.status !== 'created') throw new NotFoundError('Survey not found');
  return state;
}

function setEmbedOrigins(command: SetEmbedOrigins, state: SharingState): SurveyEmbedOriginsSet[] {
  const survey = existing(state);
  const origins = embedOrigins(command.origins);
  if (canonicalJson(origins) === canonicalJson(survey.embedOrigins)) return [];
  return [
    {
      type: 'SurveyEmbedOriginsSet',
      schemaVersion: 1,
      data: { surveyId: survey.surveyId, origins, setAt: command.now },
    },
  ];
}

function setEndScreen(command: SetEndScreen, state: SharingState): SurveyEndScreenSet[] {
  const survey = existing(state);
  const screen = endScreen(command, survey.languages);
  if (canonicalJson(screen) === canonicalJson(survey.endScreen)) return [];
  return [
    {
      type: 'SurveyEndScreenSet',
      schemaVersion: 1,
      data: { surveyId: survey.surveyId, endScreen: screen, setAt: command.now },
    },
  ];
}

function setListed(command: SetListed, state: SharingState): SurveyListingSet[] {
  const survey = existing(state);
  if (typeof command.listed !== 'boolean') throw new ValidationError('listed must be true or false');
  if (command.listed === survey.listed) return [];
  return [
    {
      type: 'SurveyListingSet',
      schemaVersion: 1,
      data: { surveyId: survey.surveyId, listed: command.listed, setAt: command.now },
    },
  ];
}

export function decideSharing(
  command: SharingCommand,
  state: SharingState,
): (SurveyEmbedOriginsSet | SurveyEndScreenSet | SurveyListingSet)[] {
  switch (command.type) {
    case 'SetEmbedOrigins':
      return setEmbedOrigins(command, state);
    case 'SetEndScreen':
      return setEndScreen(command, state);
    case 'SetListed':
      return setListed(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown sharing command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

// The sharing commands of a survey stream (issue 34): who may embed it and its end screen. The survey
// decider delegates them here; each records its event only when something changes.

import { canonicalJson } from '../common/canonical-json';
import { NotFoundError } from '../common/errors';
import { embedOrigins, endScreen, type EndScreen } from './survey-sharing';
import type { SurveyEmbedOriginsSet, SurveyEndScreenSet } from './survey.events';
import type { SurveyLanguage } from './survey-translation';

/** The allow-list of origins, replaced whole; empty: no other site may embed the survey. */
export type SetEmbedOrigins = { type: 'SetEmbedOrigins'; surveyId: string; origins: unknown; now: string };

/** The end screen, replaced whole: texts by language, redirect URL, redirect-the-host switch. */
export type SetEndScreen = {
  type: 'SetEndScreen';
  surveyId: string;
  texts?: unknown;
  redirectUrl?: unknown;
  redirectTopWindow?: unknown;
  now: string;
};

export type SharingCommand = SetEmbedOrigins | SetEndScreen;

/** What these decisions read of the survey's state. */
export type SharingState =
  | { status: 'none' | 'deleted' }
  | {
      status: 'created';
      surveyId: string;
      languages: SurveyLanguage[];
      embedOrigins: string[];
      endScreen: EndScreen;
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

export function decideSharing(
  command: SharingCommand,
  state: SharingState,
): (SurveyEmbedOriginsSet | SurveyEndScreenSet)[] {
  switch (command.type) {
    case 'SetEmbedOrigins':
      return setEmbedOrigins(command, state);
    case 'SetEndScreen':
      return setEndScreen(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown sharing command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

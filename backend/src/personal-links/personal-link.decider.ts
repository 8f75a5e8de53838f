// Pure decisions for personal links: a link is issued once per person and survey; a survey's answers are
// anonymous or identified, changed only while none of its links has been used (then it is what its
// respondents were told).

import { IllegalStateError, ValidationError } from '../common/errors';
import { ANONYMITY_MODES, type AnonymityMode, type PersonalLinkEvent } from './personal-link.events';

export const linkStreamIdFor = (linkId: string): string => `personal-link-${linkId}`;
export const audienceStreamIdFor = (surveyId: string): string => `audience-${surveyId}`;

export const ANONYMITY_LOCKED =
  'Respondents have already opened their links under this setting; it can no longer change';

export type IssuePersonalLink = {
  type: 'IssuePersonalLink';
  linkId: string;
  surveyId: string;
  personId: string;
  team: string | null;
  language: 'en' | 'ur' | null;
  nonce: string;
  tokenHash: string;
  now: string;
};
export type SetAnonymity = {
  type: 'SetAnonymity';
  surveyId: string;
  anonymity: string;
  linksUsed: boolean;
  now: string;
};
export type PersonalLinkCommand = IssuePersonalLink | SetAnonymity;

export type PersonalLinkState = { issued: boolean; anonymity: AnonymityMode | null };

export const initialState = (): PersonalLinkState => ({ issued: false, anonymity: null });

export function evolve(state: PersonalLinkState, event: PersonalLinkEvent): PersonalLinkState {
  switch (event.type) {
    case 'PersonalLinkIssued':
      return { ...state, issued: true };
    case 'SurveyAnonymitySet':
      return { ...state, anonymity: event.data.anonymity };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown personal link event ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

const isMode = (value: string): value is AnonymityMode => (ANONYMITY_MODES as readonly string[]).includes(value);

export function decide(command: PersonalLinkCommand, state: PersonalLinkState): PersonalLinkEvent[] {
  switch (command.type) {
    case 'IssuePersonalLink': {
      if (state.issued) throw new IllegalStateError('This person already has a link to this survey');
      const { type: _type, now, ...data } = command;
      return [{ type: 'PersonalLinkIssued', schemaVersion: 1, data: { ...data, issuedAt: now } }];
    }
    case 'SetAnonymity': {
      if (!isMode(command.anonymity)) throw new ValidationError('anonymity must be anonymous or identified');
      if ((state.anonymity ?? 'anonymous') === command.anonymity) return [];
      if (command.linksUsed) throw new IllegalStateError(ANONYMITY_LOCKED);
      const data = { surveyId: command.surveyId, anonymity: command.anonymity, setAt: command.now };
      return [{ type: 'SurveyAnonymitySet', schemaVersion: 1, data }];
    }
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

export const decider = { initialState, evolve, decide };

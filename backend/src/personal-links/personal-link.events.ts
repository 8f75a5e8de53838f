import type { EventFields } from '../event-store/event-fields';

// Facts of personal links (issue 48): a link issued to a person on a client's roster for one survey
// (`personal-link-<id>`), and a survey's choice of anonymous or identified answers (`audience-<surveyId>`).
// No event names a response: which response is a person's is derived, never recorded (personal-link-token.ts).

export const ANONYMITY_MODES = ['anonymous', 'identified'] as const;
export type AnonymityMode = (typeof ANONYMITY_MODES)[number];

export type PersonalLinkIssued = {
  type: 'PersonalLinkIssued';
  schemaVersion: 1;
  data: {
    linkId: string;
    surveyId: string;
    personId: string;
    /** Carried into the response as the hidden field `team`, and the language the survey opens in. */
    team: string | null;
    language: 'en' | 'ur' | null;
    /** With the server's secret, makes the token again; the token itself is in no event. */
    nonce: string;
    tokenHash: string;
    issuedAt: string;
  };
};

export type SurveyAnonymitySet = {
  type: 'SurveyAnonymitySet';
  schemaVersion: 1;
  data: { surveyId: string; anonymity: AnonymityMode; setAt: string };
};

export type PersonalLinkEvent = PersonalLinkIssued | SurveyAnonymitySet;
export type PersonalLinkEventType = PersonalLinkEvent['type'];

const listed: Record<PersonalLinkEventType, true> = { PersonalLinkIssued: true, SurveyAnonymitySet: true };
export const personalLinkEventTypes = Object.keys(listed) as PersonalLinkEventType[];

/** Nothing personal: a person's name and address stay on the roster. */
export const personalLinkEventFields: EventFields = { personal: {} };

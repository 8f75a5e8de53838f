import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import type { RowChange } from '../projections/row-change';
import { personalLinkEventTypes, type PersonalLinkEvent } from './personal-link.events';

/** personal_links (one row per issued link) and survey_audiences (a survey's anonymity when set). */
export function projectPersonalLink(event: PersonalLinkEvent): RowChange[] {
  switch (event.type) {
    case 'PersonalLinkIssued': {
      const d = event.data;
      const values = {
        survey_id: d.surveyId,
        person_id: d.personId,
        team: d.team,
        language: d.language,
        nonce: d.nonce,
        token_hash: d.tokenHash,
        issued_at: d.issuedAt,
      };
      return [{ op: 'upsert', table: 'personal_links', key: { id: d.linkId }, values }];
    }
    case 'SurveyAnonymitySet': {
      const d = event.data;
      const values = { anonymity: d.anonymity, set_at: d.setAt };
      return [{ op: 'upsert', table: 'survey_audiences', key: { survey_id: d.surveyId }, values }];
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled personal link event ${(unhandled as PersonalLinkEvent).type}`);
    }
  }
}

export const personalLinksProjection: Projection = {
  name: 'personal-links',
  tables: ['personal_links', 'survey_audiences'],
  handles: personalLinkEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectPersonalLink(event as unknown as PersonalLinkEvent),
};

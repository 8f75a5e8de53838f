import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import type { RowChange } from '../projections/row-change';
import { clientLinkEventTypes, type ClientLinkEvent } from './client-link.events';

/** client_links table from the client-link streams: a revoked link keeps its row, with revoked_at. */
export function projectClientLink(event: ClientLinkEvent): RowChange[] {
  switch (event.type) {
    case 'ClientLinkCreated': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'client_links',
          key: { id: d.linkId },
          values: {
            survey_id: d.surveyId,
            token_hash: d.tokenHash,
            client_name: d.clientName,
            expires_at: d.expiresAt,
            passcode_hash: d.passcodeHash,
            min_group_size: d.minGroupSize,
            free_text: d.freeText,
            language: d.language,
            created_at: d.createdAt,
            created_by: d.createdBy ?? null,
            revoked_at: null,
            last_viewed_at: null,
          },
        },
      ];
    }
    case 'ClientLinkRevoked':
      return [
        {
          op: 'update',
          table: 'client_links',
          key: { id: event.data.linkId },
          values: { revoked_at: event.data.revokedAt },
        },
      ];
    case 'ClientLinkViewed':
      return [
        {
          op: 'update',
          table: 'client_links',
          key: { id: event.data.linkId },
          values: { last_viewed_at: event.data.viewedAt },
        },
      ];
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled client link event ${(unhandled as ClientLinkEvent).type}`);
    }
  }
}

export const clientLinksProjection: Projection = {
  name: 'client_links',
  tables: ['client_links'],
  handles: clientLinkEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectClientLink(event as unknown as ClientLinkEvent),
};

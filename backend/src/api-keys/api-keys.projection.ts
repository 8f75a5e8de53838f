import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import { jsonb, type RowChange } from '../projections/row-change';
import { apiKeyEventTypes, type ApiKeyEvent } from './api-key.events';

/** api_keys table from the api-key streams: a revoked key keeps its row, with revoked_at. */
export function projectApiKey(event: ApiKeyEvent): RowChange[] {
  switch (event.type) {
    case 'ApiKeyCreated': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'api_keys',
          key: { id: d.keyId },
          values: {
            label: d.label,
            scopes: jsonb(d.scopes),
            shown_part: d.shownPart,
            hash: d.hash,
            created_at: d.createdAt,
            revoked_at: null,
            created_by: d.createdBy ?? null,
          },
        },
      ];
    }
    case 'ApiKeyRevoked':
      return [
        {
          op: 'update',
          table: 'api_keys',
          key: { id: event.data.keyId },
          values: { revoked_at: event.data.revokedAt },
        },
      ];
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled API key event ${(unhandled as ApiKeyEvent).type}`);
    }
  }
}

export const apiKeysProjection: Projection = {
  name: 'api_keys',
  tables: ['api_keys'],
  handles: apiKeyEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectApiKey(event as unknown as ApiKeyEvent),
};

import type { RecordedEvent } from '../../event-store/event-store';
import { positionOf, type Projection } from '../../projections/projection';
import type { RowChange } from '../../projections/row-change';
import type { ResponseErased, ResponseQualityOverruled } from '../response.events';

/**
 * response_quality_overrules from the response streams (migration 065): the latest verdict the
 * consultant gave each response, with the log position of that event (its metadata says who and when);
 * an erased response's goes with it.
 */
export function projectOverrule(
  event: (ResponseQualityOverruled | ResponseErased) & { globalPosition: number; streamVersion?: number },
): RowChange[] {
  switch (event.type) {
    case 'ResponseQualityOverruled':
      return [
        {
          op: 'upsert',
          table: 'response_quality_overrules',
          key: { response_id: event.data.responseId },
          values: {
            survey_id: event.data.surveyId,
            verdict: event.data.verdict,
            overruled_position: positionOf(event),
          },
        },
      ];
    case 'ResponseErased':
      return [{ op: 'delete', table: 'response_quality_overrules', key: { response_id: event.data.responseId } }];
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled event ${(unhandled as { type: string }).type}`);
    }
  }
}

export const responseQualityOverrulesProjection: Projection = {
  name: 'response_quality_overrules',
  tables: ['response_quality_overrules'],
  handles: ['ResponseQualityOverruled', 'ResponseErased'],
  payloadOnly: true,
  project: (event: RecordedEvent) => projectOverrule(event as unknown as Parameters<typeof projectOverrule>[0]),
};

import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import type { RowChange } from '../projections/row-change';
import { canonicalJson } from '../common/canonical-json';
import { proposalEventTypes, type ProposalEvent } from './proposal.events';

/** proposals table from the proposal streams: the document as JSON text (keys sorted), title and client pulled out. */
export function projectProposal(event: ProposalEvent): RowChange[] {
  switch (event.type) {
    case 'ProposalDrafted': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'proposals',
          key: { id: d.proposalId },
          values: {
            report_id: d.reportId,
            survey_id: d.surveyId,
            title: d.document.title,
            client_name: d.document.client.name,
            drafted_at: d.draftedAt,
            edited_at: null,
            document: canonicalJson(d.document),
          },
        },
      ];
    }
    case 'ProposalEdited': {
      const d = event.data;
      return [
        {
          op: 'update',
          table: 'proposals',
          key: { id: d.proposalId },
          values: {
            title: d.document.title,
            client_name: d.document.client.name,
            edited_at: d.editedAt,
            document: canonicalJson(d.document),
          },
        },
      ];
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled proposal event ${(unhandled as ProposalEvent).type}`);
    }
  }
}

export const proposalsProjection: Projection = {
  name: 'proposals',
  tables: ['proposals'],
  handles: proposalEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectProposal(event as unknown as ProposalEvent),
};

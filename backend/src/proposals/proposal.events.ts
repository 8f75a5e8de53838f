// Facts of a proposal stream (`proposal-<id>`): drafted from a completed report, then edited by the
// admin (each edit carries the whole edited document). Stored as JSON: times are ISO strings.
import type { ProposalDocument } from './proposal.types';

export type ProposalDrafted = {
  type: 'ProposalDrafted';
  schemaVersion: 1;
  data: { proposalId: string; reportId: string; surveyId: string; document: ProposalDocument; draftedAt: string };
};

export type ProposalEdited = {
  type: 'ProposalEdited';
  schemaVersion: 1;
  data: { proposalId: string; document: ProposalDocument; editedAt: string };
};

export type ProposalEvent = ProposalDrafted | ProposalEdited;
export type ProposalEventType = ProposalEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<ProposalEventType, true> = { ProposalDrafted: true, ProposalEdited: true };
export const proposalEventTypes = Object.keys(listed) as ProposalEventType[];

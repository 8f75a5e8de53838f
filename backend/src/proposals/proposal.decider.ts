// Pure decisions for a proposal stream. Time and ids arrive with the command; whether the report is
// completed (and the drafted document itself) come from the service, which drafts before deciding.

import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { canonicalJson } from '../common/canonical-json';
import { checkProposalDocument } from './proposal-document-rules';
import type { ProposalDrafted, ProposalEdited, ProposalEvent } from './proposal.events';
import type { ProposalDocument, ProposalQuoteRef } from './proposal.types';

export const streamIdFor = (proposalId: string): string => `proposal-${proposalId}`;

// ---- commands ----

export type DraftProposal = {
  type: 'DraftProposal';
  proposalId: string;
  reportId: string;
  surveyId: string;
  document: ProposalDocument;
  now: string;
};

/** The whole edited document (the editor sends every field, changed or not). */
export type EditProposal = { type: 'EditProposal'; proposalId: string; document: unknown; now: string };

export type ProposalCommand = DraftProposal | EditProposal;

// ---- state ----

export type ProposalState = { status: 'none' } | { status: 'drafted'; proposalId: string; document: ProposalDocument };

export const initialState = (): ProposalState => ({ status: 'none' });

export function evolve(state: ProposalState, event: ProposalEvent): ProposalState {
  switch (event.type) {
    case 'ProposalDrafted':
      return { status: 'drafted', proposalId: event.data.proposalId, document: event.data.document };
    case 'ProposalEdited':
      // Stored events are facts: one that does not fit the state is skipped, never rejected.
      return state.status === 'none' ? state : { ...state, document: event.data.document };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown proposal event ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

// ---- decisions ----

export function quoteRefsOf(document: ProposalDocument): ProposalQuoteRef[] {
  return document.pages
    .flat()
    .flatMap((section) => section.blocks.flatMap((b) => (b.kind === 'quotes' ? b.items : [])));
}

const refKey = (ref: ProposalQuoteRef) => `${ref.place} ${ref.responseId} ${ref.questionId}`;

function draftProposal(command: DraftProposal, state: ProposalState): ProposalDrafted[] {
  if (state.status !== 'none') throw new IllegalStateError('Proposal already drafted');
  return [
    {
      type: 'ProposalDrafted',
      schemaVersion: 1,
      data: {
        proposalId: command.proposalId,
        reportId: command.reportId,
        surveyId: command.surveyId,
        document: checkProposalDocument(command.document),
        draftedAt: command.now,
      },
    },
  ];
}

/** An edit that changes nothing records nothing. */
function editProposal(command: EditProposal, state: ProposalState): ProposalEdited[] {
  if (state.status === 'none') throw new NotFoundError('Proposal not found');
  // Paper and currency left out of an edit stay as they were (an editor that does not know them).
  // (An absent field may arrive as an own property holding undefined: the DTO class declares every field.)
  const sent = command.document;
  const document = checkProposalDocument(
    sent !== null && typeof sent === 'object' && !Array.isArray(sent)
      ? {
          ...sent,
          paperSize: (sent as { paperSize?: unknown }).paperSize ?? state.document.paperSize,
          currency: (sent as { currency?: unknown }).currency ?? state.document.currency,
        }
      : sent,
  );
  // A quote is the respondent's, not the admin's: an edit may keep or drop the drafted ones, never add one.
  const drafted = new Set(quoteRefsOf(state.document).map(refKey));
  const added = quoteRefsOf(document).find((ref) => !drafted.has(refKey(ref)));
  if (added) throw new ValidationError(`The quote ${added.place} is not one of the proposal's quotes`);
  // Compared with keys sorted: a stored document comes back from jsonb with its keys reordered.
  if (canonicalJson(document) === canonicalJson(state.document)) return [];
  return [
    {
      type: 'ProposalEdited',
      schemaVersion: 1,
      data: { proposalId: state.proposalId, document, editedAt: command.now },
    },
  ];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: ProposalCommand, state: ProposalState): ProposalEvent[] {
  switch (command.type) {
    case 'DraftProposal':
      return draftProposal(command, state);
    case 'EditProposal':
      return editProposal(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

export const decider = { initialState, evolve, decide };

import type { components } from '@/types/generated/api';

// The printable proposal as typed data: the screen, the print layout and the copied text all come from
// the same content. Its shape is the API's (generated from docs/openapi.json), never restated here; its
// fixed wording is the shared one (@proposal-wording, shared/src/proposal/proposal-wording.ts).
type Schemas = components['schemas'];

export type Proposal = Schemas['ProposalDocument'];
export type ProposalSection = Schemas['ProposalSection'];
/** A block, told apart by its `kind`: paragraph, list, cards, table, facts or quotes. */
export type ProposalBlock = ProposalSection['blocks'][number];
/** A quote by reference, as the API renders it: the words, or the withdrawn mark once erased. */
export type ProposalQuote = Schemas['ProposalQuote'];

export { QUOTE_WITHDRAWN } from '@proposal-wording/proposal-wording';

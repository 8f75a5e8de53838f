// The proposal document, as the frontend's `Proposal` (frontend/src/features/admin/content/proposal.types.ts)
// types it: a title block and pages of sections of blocks. The backend cannot import frontend code, so
// the shape is repeated here; the DTO classes (proposals.dto.ts) and the validation follow it.

export const PROPOSAL_BLOCK_KINDS = ['paragraph', 'list', 'cards', 'table', 'facts'] as const;
export type ProposalBlockKind = (typeof PROPOSAL_BLOCK_KINDS)[number];

export type ProposalCard = { title: string; meta?: string; text: string };
export type ProposalFact = { label: string; value: string };

export type ProposalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'cards'; columns?: 2 | 3; items: ProposalCard[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'facts'; items: ProposalFact[] };

export type ProposalSection = { id: string; title: string; blocks: ProposalBlock[] };

export type ProposalDocument = {
  title: string;
  client: { name: string; contact: string; role: string };
  preparedBy: { firm: string; name: string; email: string };
  date: string;
  reference: string;
  summary: string;
  /** Each inner list is one US-letter page. */
  pages: ProposalSection[][];
};

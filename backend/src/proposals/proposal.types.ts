// The proposal document, as the frontend's `Proposal` (frontend/src/features/admin/content/proposal.types.ts)
// types it (there, a quotes block holds the rendered quotes): a title block and pages of sections of blocks. The backend cannot import frontend code, so
// the shape is repeated here; the DTO classes (proposals.dto.ts) and the validation follow it.

export const PROPOSAL_BLOCK_KINDS = ['paragraph', 'list', 'cards', 'table', 'facts', 'quotes'] as const;
export type ProposalBlockKind = (typeof PROPOSAL_BLOCK_KINDS)[number];

export type ProposalCard = { title: string; meta?: string; text: string };
export type ProposalFact = { label: string; value: string };

/**
 * A respondent's words, by reference: the quote at `place` (`<owner>/<index>/<quote index>`, e.g.
 * `opportunities/0/1`) of the report the proposal was drafted from, said by `responseId` in answer to
 * `questionId`. The proposal stores no text of it: it is rendered from the report's quote (sealed under
 * the respondent's key), so erasing the response withdraws it from every proposal.
 */
export type ProposalQuoteRef = { responseId: string; questionId: string; place: string };

/** A quote reference as the API renders it: the report quote's words, or the withdrawn mark. */
export type RenderedProposalQuote = ProposalQuoteRef &
  (
    | { withdrawn: false; responseNumber: number; text: string; gloss: string | null }
    | { withdrawn: true; responseNumber: null; text: typeof QUOTE_WITHDRAWN; gloss: null }
  );

/** What a proposal shows where a quote's respondent erased their response. */
export const QUOTE_WITHDRAWN = 'Quote withdrawn by the respondent';

export type ProposalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'cards'; columns?: 2 | 3; items: ProposalCard[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'facts'; items: ProposalFact[] }
  | { kind: 'quotes'; items: ProposalQuoteRef[] };

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

/** The document as the API answers it: each quote rendered from the report. */
export type RenderedProposalBlock =
  | Exclude<ProposalBlock, { kind: 'quotes' }>
  | {
      kind: 'quotes';
      items: RenderedProposalQuote[];
    };
export type RenderedProposalSection = Omit<ProposalSection, 'blocks'> & { blocks: RenderedProposalBlock[] };
export type RenderedProposalDocument = Omit<ProposalDocument, 'pages'> & { pages: RenderedProposalSection[][] };

// The proposal document as the domain keeps it: a title block and pages of sections of blocks, a quotes
// block holding references to the report's quotes. The DTO classes (proposals.dto.ts) describe it to the
// contract, from which the browser's types are generated; the fixed wording is @seedline/shared's.
import type { QUOTE_WITHDRAWN } from '@seedline/shared';

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

export type ProposalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'cards'; columns?: 2 | 3; items: ProposalCard[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'facts'; items: ProposalFact[] }
  | { kind: 'quotes'; items: ProposalQuoteRef[] };

export type ProposalSection = { id: string; title: string; blocks: ProposalBlock[] };

export const PROPOSAL_PAPER_SIZES = ['letter', 'a4'] as const;
export type ProposalPaperSize = (typeof PROPOSAL_PAPER_SIZES)[number];
/** What a proposal drafted (or stored) before the admin chose says: US Letter, US dollars. */
export const DEFAULT_PAPER_SIZE: ProposalPaperSize = 'letter';
export const DEFAULT_CURRENCY = 'USD';

export type ProposalDocument = {
  title: string;
  /** The paper it is laid out and printed on. */
  paperSize: ProposalPaperSize;
  /** ISO 4217 code its amounts are shown in (e.g. PKR for a Lahore client). */
  currency: string;
  client: { name: string; contact: string; role: string };
  /** `address` and `signature` are absent on proposals drafted before they existed (read as empty). */
  preparedBy: { firm: string; name: string; email: string; address?: string; signature?: string };
  date: string;
  reference: string;
  summary: string;
  /** Each inner list is one page as drafted (the browser lays them on sheets of the chosen paper). */
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

// The printable proposal as typed data: the screen, the print layout and the copied text all
// come from the same content.

export type ProposalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Short titled notes laid out as a grid (phases, training parts). */
  | { kind: 'cards'; columns?: 2 | 3; items: { title: string; meta?: string; text: string }[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  /** Label and value pairs (the fee summary). */
  | { kind: 'facts'; items: { label: string; value: string }[] }
  /** Respondents' words, rendered by the API from the report the proposal was drafted from. */
  | { kind: 'quotes'; items: ProposalQuote[] };

/**
 * A quote by reference (response, question, place in the report), as the API renders it: the words, or,
 * once the respondent erased their response, `withdrawn` with the withdrawn mark as its text.
 */
export type ProposalQuote = {
  responseId: string;
  questionId: string;
  place: string;
  withdrawn: boolean;
  responseNumber: number | null;
  text: string;
  gloss: string | null;
};

/** What a proposal shows where a quote's respondent erased their response (the API's text for it too). */
export const QUOTE_WITHDRAWN = 'Quote withdrawn by the respondent';

export type ProposalSection = { id: string; title: string; blocks: ProposalBlock[] };

export type Proposal = {
  title: string;
  client: { name: string; contact: string; role: string };
  preparedBy: { firm: string; name: string; email: string };
  date: string;
  reference: string;
  summary: string;
  /** Each inner list is one US-letter page; a section never crosses to the next page. */
  pages: ProposalSection[][];
};

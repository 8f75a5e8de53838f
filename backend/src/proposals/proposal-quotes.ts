// A proposal's quotes are references to its report's quotes: rendered here from what the report still
// holds, so a quote whose response was erased (its report quote is gone) reads as withdrawn.
import { QUOTE_WITHDRAWN, type ReportQuote } from '@seedline/shared';
import {
  type ProposalDocument,
  type ProposalQuoteRef,
  type RenderedProposalDocument,
  type RenderedProposalQuote,
} from './proposal.types';

export type StandingQuote = { place: string; quote: ReportQuote };

function render(ref: ProposalQuoteRef, standing: ReadonlyMap<string, ReportQuote>): RenderedProposalQuote {
  const quote = standing.get(ref.place);
  // The place must still hold the same respondent's words (a rebuild never moves a quote, but be sure).
  if (!quote || quote.responseId !== ref.responseId || quote.questionId !== ref.questionId) {
    return { ...ref, withdrawn: true, responseNumber: null, text: QUOTE_WITHDRAWN, gloss: null };
  }
  return { ...ref, withdrawn: false, responseNumber: quote.responseNumber, text: quote.text, gloss: quote.gloss };
}

/** The document with every quote reference rendered from the report's standing quotes. */
export function renderProposalQuotes(
  document: ProposalDocument,
  quotes: readonly StandingQuote[],
): RenderedProposalDocument {
  const standing = new Map(quotes.map(({ place, quote }) => [place, quote]));
  return {
    ...document,
    pages: document.pages.map((sections) =>
      sections.map((section) => ({
        ...section,
        blocks: section.blocks.map((block) =>
          block.kind === 'quotes' ? { kind: 'quotes', items: block.items.map((ref) => render(ref, standing)) } : block,
        ),
      })),
    ),
  };
}

/** The document with each quote reference moved to its place in the stored report (a draft from the findings board). */
export function relocateQuotes(document: ProposalDocument, storedPlace: ReadonlyMap<string, string>): ProposalDocument {
  return {
    ...document,
    pages: document.pages.map((sections) =>
      sections.map((section) => ({
        ...section,
        blocks: section.blocks.map((block) =>
          block.kind === 'quotes'
            ? {
                kind: 'quotes',
                items: block.items.map((ref) => ({ ...ref, place: storedPlace.get(ref.place) ?? ref.place })),
              }
            : block,
        ),
      })),
    ),
  };
}

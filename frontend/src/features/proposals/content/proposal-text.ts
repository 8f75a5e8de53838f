// The proposal as plain text for the Copy button: headings numbered like the document, lists as
// dashes, tables as one line per row.
import { proposalInCurrency } from './proposal-money';
import { QUOTE_WITHDRAWN, type Proposal, type ProposalBlock, type ProposalQuote } from './proposal.types';

/** One quote as a line: the words and who said them, with the English gloss; or the withdrawn mark. */
export const quoteLine = (quote: ProposalQuote): string => {
  if (quote.withdrawn) return QUOTE_WITHDRAWN;
  const words = `“${quote.text}” (Response #${quote.responseNumber})`;
  return quote.gloss ? `${words}. In English (machine translation): “${quote.gloss}”` : words;
};

const blockText = (block: ProposalBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'cards':
      return block.items.map((c) => `- ${c.title}${c.meta ? ` (${c.meta})` : ''}: ${c.text}`).join('\n');
    case 'table':
      return [block.caption, block.columns.join(' | '), ...block.rows.map((row) => row.join(' | '))].join('\n');
    case 'facts':
      return block.items.map((f) => `- ${f.label}: ${f.value}`).join('\n');
    case 'quotes':
      return block.items.map((q) => `- ${quoteLine(q)}`).join('\n');
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
};

export const proposalSections = (p: Proposal) => p.pages.flat();

/** "Dana Whitfield, Director of Operations", or whichever of the two is known; empty when neither is. */
export const clientContactLine = (client: Proposal['client']): string =>
  [client.contact.trim(), client.role.trim()].filter(Boolean).join(', ');

/** A multi-line setting's lines, trimmed, blank ones dropped. */
const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "Prepared by" as the title block prints it: the firm, its postal address (when set) and its email. */
export const preparedByText = (preparedBy: Proposal['preparedBy']): string =>
  [`Prepared by ${preparedBy.firm}`, ...linesOf(preparedBy.address), preparedBy.email].join('\n');

/** The sign-off after the last section, as printed: the signature's lines, then the firm; empty without a signature. */
export const signOffText = (preparedBy: Proposal['preparedBy']): string => {
  const signature = linesOf(preparedBy.signature);
  return signature.length > 0 ? [...signature, preparedBy.firm].join('\n') : '';
};

export const proposalToText = (proposal: Proposal): string => {
  const p = proposalInCurrency(proposal);
  const header = [
    p.title,
    `Prepared for ${p.client.name}${clientContactLine(p.client) ? ` (${clientContactLine(p.client)})` : ''}`,
    preparedByText(p.preparedBy),
    `${p.date} · Ref. ${p.reference}`,
    '',
    p.summary,
  ].join('\n');
  const sections = proposalSections(p).map(
    (section, i) => `${i + 1}. ${section.title}\n\n${section.blocks.map(blockText).join('\n\n')}`,
  );
  const signOff = signOffText(p.preparedBy);
  return [header, ...sections, ...(signOff ? [signOff] : [])].join('\n\n') + '\n';
};

// The proposal as plain text for the Copy button: headings numbered like the document, lists as
// dashes, tables as one line per row.
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

export const proposalToText = (p: Proposal): string => {
  const header = [
    p.title,
    `Prepared for ${p.client.name}${clientContactLine(p.client) ? ` (${clientContactLine(p.client)})` : ''}`,
    `Prepared by ${p.preparedBy.firm}, ${p.preparedBy.email}`,
    `${p.date} · Ref. ${p.reference}`,
    '',
    p.summary,
  ].join('\n');
  const sections = proposalSections(p).map(
    (section, i) => `${i + 1}. ${section.title}\n\n${section.blocks.map(blockText).join('\n\n')}`,
  );
  return [header, ...sections].join('\n\n') + '\n';
};

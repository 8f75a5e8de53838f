// The proposal's amounts in its currency. The fee lines are written as dollar amounts ("$9,500") in
// the shared wording and in the drafts; shown and copied, each is formatted with Intl.NumberFormat in
// the currency the proposal carries (ISO 4217, e.g. PKR for a Lahore client). The figures are the
// admin's to set: the currency changes how they read, never converts them.
import type { Proposal, ProposalBlock } from './proposal.types';

/** The currencies the picker offers first; the proposal's own is offered too when it is another. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'PKR', 'INR', 'AED', 'SAR', 'CAD', 'AUD'] as const;

const AMOUNT = /\$(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?/g;

const formatter = (currency: string, fraction: boolean) => {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fraction ? 2 : 0,
      maximumFractionDigits: fraction ? 2 : 0,
    });
  } catch {
    return null;
  }
};

/** "$9,500" → "PKR 9,500" in PKR, "€9,500" in EUR, unchanged in USD; other text as it was. */
export const inCurrencyText = (text: string, currency: string): string =>
  text.replace(AMOUNT, (whole, units: string, cents: string | undefined) => {
    const format = formatter(currency, Boolean(cents));
    return format ? format.format(Number(`${units.replace(/,/g, '')}${cents ?? ''}`)) : whole;
  });

/** "PKR: Pakistani Rupee", or the code alone where the browser has no name for it. */
export const currencyLabel = (code: string): string => {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(code);
    return name && name !== code ? `${code}: ${name}` : code;
  } catch {
    return code;
  }
};

const blockInCurrency = (block: ProposalBlock, currency: string): ProposalBlock => {
  const money = (text: string) => inCurrencyText(text, currency);
  switch (block.kind) {
    case 'facts':
      return { ...block, items: block.items.map((fact) => ({ ...fact, value: money(fact.value) })) };
    case 'table':
      return { ...block, rows: block.rows.map((row) => row.map(money)) };
    case 'paragraph':
      return { ...block, text: money(block.text) };
    case 'list':
      return { ...block, items: block.items.map(money) };
    default:
      return block;
  }
};

/** The proposal as shown and copied: every amount in its currency (the same object when it is USD). */
export const proposalInCurrency = (proposal: Proposal): Proposal =>
  !proposal.currency || proposal.currency === 'USD'
    ? proposal
    : {
        ...proposal,
        pages: proposal.pages.map((sections) =>
          sections.map((section) => ({
            ...section,
            blocks: section.blocks.map((block) => blockInCurrency(block, proposal.currency)),
          })),
        ),
      };

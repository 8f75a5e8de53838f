import { proposal } from './proposal';
import { currencyLabel, inCurrencyText, proposalInCurrency } from './proposal-money';
import { proposalToText } from './proposal-text';

describe('the proposal in its currency', () => {
  it('formats each dollar amount in the chosen currency (the code held to its figure), other text as it was', () => {
    expect(inCurrencyText('$9,500', 'PKR')).toBe('PKR\u00a09,500');
    expect(inCurrencyText('$24,000', 'EUR')).toBe('€24,000');
    expect(inCurrencyText('$1,250.50', 'GBP')).toBe('£1,250.50');
    expect(inCurrencyText('Between $500 and $1,000 a month', 'PKR')).toBe(
      'Between PKR\u00a0500 and PKR\u00a01,000 a month',
    );
    expect(inCurrencyText('$24,000', 'USD')).toBe('$24,000');
    expect(inCurrencyText('Complimentary', 'PKR')).toBe('Complimentary');
  });

  it('shows the fee lines of a Lahore client in rupees, on screen and in the copied text', () => {
    const lahore = proposalInCurrency({ ...proposal, currency: 'PKR' });
    const fees = lahore.pages
      .flat()
      .find((s) => s.id === 'pricing')!
      .blocks.find((b) => b.kind === 'facts');
    expect(fees?.kind === 'facts' && fees.items.map((f) => f.value)).toEqual([
      'Complimentary',
      'PKR\u00a09,500',
      'PKR\u00a014,500',
      'PKR\u00a024,000',
    ]);
    expect(proposalToText({ ...proposal, currency: 'PKR' })).toContain('- Total fixed fee: PKR\u00a024,000');
    expect(proposalInCurrency(proposal)).toBe(proposal);
  });

  it('names a currency by its code and its English name', () => {
    expect(currencyLabel('PKR')).toBe('PKR: Pakistani Rupee');
    expect(currencyLabel('USD')).toBe('USD: US Dollar');
  });
});

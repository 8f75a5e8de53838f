import { clientFromCompanyData, contextOf, prefillClient } from './proposal-client';

describe('the client read from the company data', () => {
  it('takes the labelled lines, and the role after the contact’s comma when no Role line names it', () => {
    expect(
      clientFromCompanyData('Company: Acme Ltd\nWe run 12 warehouses.\nContact: Dana Whitfield, Finance Director'),
    ).toEqual({ name: 'Acme Ltd', contact: 'Dana Whitfield', role: 'Finance Director' });
    expect(clientFromCompanyData('Client name: Calder & Wren\nAttn: Sam Lee\nRole: Head of Operations')).toEqual({
      name: 'Calder & Wren',
      contact: 'Sam Lee',
      role: 'Head of Operations',
    });
  });

  it('leaves the labelled lines out of the context the proposal quotes', () => {
    expect(contextOf('Company: Acme Ltd\nWe run 12 warehouses.\nContact: Dana Whitfield\n')).toBe(
      'We run 12 warehouses.',
    );
  });

  it('guesses nothing from unlabelled text', () => {
    expect(clientFromCompanyData('We run 12 warehouses: lots of pallets.')).toEqual({});
  });

  it('prefills only the fields the admin has not typed into', () => {
    const data = 'Company: Acme Ltd\nContact: Dana Whitfield\nRole: Finance Director';
    expect(prefillClient({ name: '', contact: '', role: '' }, new Set(), data)).toEqual({
      name: 'Acme Ltd',
      contact: 'Dana Whitfield',
      role: 'Finance Director',
    });
    expect(prefillClient({ name: 'Acme Group', contact: '', role: '' }, new Set(['name'] as const), data)).toEqual({
      name: 'Acme Group',
      contact: 'Dana Whitfield',
      role: 'Finance Director',
    });
  });
});

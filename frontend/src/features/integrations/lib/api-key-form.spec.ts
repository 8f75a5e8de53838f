import { draftProblems, scopeLabels, toggleScope } from './api-key-form';

describe('API key form', () => {
  it('keeps the ticked scopes in the order the form lists them', () => {
    expect(toggleScope([], 'responses:read', true)).toEqual(['responses:read']);
    expect(toggleScope(['responses:read'], 'surveys:read', true)).toEqual(['surveys:read', 'responses:read']);
    expect(toggleScope(['surveys:read', 'responses:read'], 'surveys:read', false)).toEqual(['responses:read']);
  });

  it('asks for a label and at least one scope', () => {
    expect(draftProblems({ label: '  ', scopes: [] })).toEqual({
      label: 'Give the key a label',
      scopes: 'Choose at least one scope',
    });
    expect(draftProblems({ label: 'x'.repeat(101), scopes: ['surveys:read'] })).toEqual({
      label: 'The label is too long (max 100 characters)',
    });
    expect(draftProblems({ label: 'CRM export', scopes: ['surveys:read'] })).toEqual({});
  });

  it('names scopes by what they let a script do', () => {
    expect(scopeLabels(['responses:read', 'surveys:read'])).toEqual(['Read surveys', 'Read responses']);
  });
});

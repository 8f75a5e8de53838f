import type { ApiKeyScope } from '@/types/generated/api';

// The API-key form's rules, pure: what each scope lets a script do, and what the form sends.

export const SCOPE_CHOICES: ReadonlyArray<{ scope: ApiKeyScope; label: string; hint: string }> = [
  { scope: 'surveys:read', label: 'Read surveys', hint: 'List surveys and their questions, and the clients.' },
  {
    scope: 'surveys:write',
    label: 'Create and edit surveys',
    hint: 'Create surveys, change them and their questions; record, edit and archive clients.',
  },
  {
    scope: 'responses:read',
    label: 'Read responses',
    hint: 'Responses, answers, the summary and the CSV export.',
  },
];

export const LABEL_MAX = 100;

export type ApiKeyDraft = { label: string; scopes: readonly ApiKeyScope[] };

/** The scopes with `scope` ticked or unticked, in the order the form lists them. */
export const toggleScope = (scopes: readonly ApiKeyScope[], scope: ApiKeyScope, on: boolean): ApiKeyScope[] =>
  SCOPE_CHOICES.map((choice) => choice.scope).filter((s) => (s === scope ? on : scopes.includes(s)));

/** What is wrong with the draft, field by field (nothing: it can be sent). */
export const draftProblems = (draft: ApiKeyDraft): { label?: string; scopes?: string } => ({
  ...(draft.label.trim() === ''
    ? { label: 'Give the key a label' }
    : draft.label.trim().length > LABEL_MAX
      ? { label: `The label is too long (max ${LABEL_MAX} characters)` }
      : {}),
  ...(draft.scopes.length === 0 ? { scopes: 'Choose at least one scope' } : {}),
});

/** The scopes as the list shows them: their labels, in the form's order. */
export const scopeLabels = (scopes: readonly string[]): string[] =>
  SCOPE_CHOICES.filter((choice) => scopes.includes(choice.scope)).map((choice) => choice.label);

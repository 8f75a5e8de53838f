import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { ApiKeyScope, CreatedApiKey } from '@/types/generated/api';
import { createApiKey } from '../../api/create-api-key';
import { forgetSessionOn401 } from '@/lib/session';
import { draftProblems, LABEL_MAX, SCOPE_CHOICES, toggleScope } from '../../lib/api-key-form';

/** A label and the scopes; problems show once the admin has tried to create the key. */
export const CreateApiKeyForm = ({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) => {
  const [label, setLabel] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems = tried ? draftProblems({ label, scopes }) : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems({ label, scopes })).length > 0) return;
    setSaving(true);
    try {
      onCreated(await createApiKey({ label: label.trim(), scopes }));
      setLabel('');
      setScopes([]);
      setTried(false);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="Create an API key">
      <div>
        <Label htmlFor="api-key-label">Label</Label>
        <Input
          id="api-key-label"
          value={label}
          maxLength={LABEL_MAX * 2}
          placeholder="Nightly export to the CRM"
          aria-describedby={problems.label ? 'api-key-label-error' : 'api-key-label-hint'}
          aria-invalid={problems.label ? true : undefined}
          onChange={(event) => setLabel(event.target.value)}
        />
        {problems.label ? (
          <p id="api-key-label-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {problems.label}
          </p>
        ) : (
          <p id="api-key-label-hint" className="mt-1 text-xs text-slate-600">
            Say which script uses it, so you know what stops working when you revoke it.
          </p>
        )}
      </div>
      <fieldset aria-describedby={problems.scopes ? 'api-key-scopes-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Scopes</legend>
        <ul className="space-y-2">
          {SCOPE_CHOICES.map((choice) => (
            <li key={choice.scope}>
              <label className="flex items-start gap-2.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 shrink-0 accent-emerald-700"
                  checked={scopes.includes(choice.scope)}
                  aria-describedby={`scope-${choice.scope.replace(':', '-')}-hint`}
                  onChange={(event) => setScopes(toggleScope(scopes, choice.scope, event.target.checked))}
                />
                <span>
                  <span className="font-medium">{choice.label}</span>{' '}
                  <code className="rounded bg-slate-100 px-1 text-xs text-slate-700">{choice.scope}</code>
                  <span id={`scope-${choice.scope.replace(':', '-')}-hint`} className="block text-xs text-slate-600">
                    {choice.hint}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {problems.scopes ? (
          <p id="api-key-scopes-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {problems.scopes}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
        {saving ? <Spinner size="sm" label="" /> : <KeyRound className="h-4 w-4" aria-hidden="true" />}
        {saving ? 'Creating...' : 'Create key'}
      </Button>
    </form>
  );
};

import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { Client } from '@/types/generated/api';
import { createClient, updateClient } from '../api/save-client';
import { clientPayload, draftOf, emptyClientDraft, type ClientDraft } from '../lib/client-form';
import { ContactRows } from './contact-rows';

let keyCounter = 0;
const newKey = () => `c${++keyCounter}`;

type Props = {
  /** Editing this client; absent: recording a new one. */
  client?: Client;
  onSaved: (client: Client) => void;
  onCancel?: () => void;
};

/** Name, description (the company data AI generation and proposals use) and contacts. */
export const ClientForm = ({ client, onSaved, onCancel }: Props) => {
  const idPrefix = client ? `client-${client.id}` : 'new-client';
  const [draft, setDraft] = useState<ClientDraft>(() => (client ? draftOf(client, newKey) : emptyClientDraft()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblems({});
    try {
      const payload = clientPayload(draft);
      const saved = client ? await updateClient(client.id, payload) : await createClient(payload);
      toast({ title: 'Success', description: client ? 'Client saved' : `${saved.name} added` });
      if (!client) setDraft(emptyClientDraft());
      onSaved(saved);
    } catch (error) {
      // A taken name belongs on the name field; a 400 names each field at fault.
      if (error instanceof ApiError) {
        const named = Object.fromEntries(error.errors.map((p) => [p.pointer, p.detail]));
        setProblems(error.status === 409 ? { '/name': errorMessage(error) } : named);
      }
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setSaving(false);
    }
  };

  const nameProblem = problems['/name'];
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5"
      aria-label={client ? `Edit ${client.name}` : 'Add a client'}
    >
      <div>
        <Label htmlFor={`${idPrefix}-name`}>
          Company name<span aria-hidden="true"> *</span>
        </Label>
        <Input
          id={`${idPrefix}-name`}
          required
          maxLength={200}
          autoComplete="organization"
          value={draft.name}
          placeholder="Acme Textiles"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? `${idPrefix}-name-problem` : undefined}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        {nameProblem ? (
          <p id={`${idPrefix}-name-problem`} className="mt-1 text-xs text-red-700">
            {nameProblem}
          </p>
        ) : null}
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-description`}>Description</Label>
        <Textarea
          id={`${idPrefix}-description`}
          rows={4}
          maxLength={4000}
          value={draft.description}
          placeholder="What the company does, where, how many staff, what it wants to learn"
          aria-describedby={`${idPrefix}-description-hint`}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
        <p id={`${idPrefix}-description-hint`} className="mt-1 text-xs text-slate-600">
          Written once: AI question generation and proposals for this client start from it.
        </p>
      </div>
      <ContactRows
        idPrefix={idPrefix}
        contacts={draft.contacts}
        onChange={(contacts) => setDraft({ ...draft, contacts })}
        newKey={newKey}
        problems={problems}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {saving ? 'Saving...' : client ? 'Save client' : 'Add client'}
        </Button>
      </div>
    </form>
  );
};

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { DraftProposalInput } from '../api/proposals';
import { contextOf, prefillClient, type ProposalClientFields } from '../content/proposal-client';

type Props = {
  open: boolean;
  busy: boolean;
  onSubmit: (input: DraftProposalInput) => void;
  onCancel: () => void;
};

/**
 * Asks who the proposal is for before drafting it: the client's name (required), the contact and their
 * role; company data pasted here prefills the fields it names and becomes the proposal's context.
 */
export const DraftProposalDialog = ({ open, busy, onSubmit, onCancel }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const ids = { name: useId(), contact: useId(), role: useId(), company: useId(), hint: useId() };
  const [fields, setFields] = useState<ProposalClientFields>({ name: '', contact: '', role: '' });
  const [typed, setTyped] = useState<ReadonlySet<keyof ProposalClientFields>>(new Set());
  const [companyData, setCompanyData] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    }
    if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  const type = (key: keyof ProposalClientFields, value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setTyped((current) => new Set(current).add(key));
  };
  const onCompanyData = (value: string) => {
    setCompanyData(value);
    setFields((current) => prefillClient(current, typed, value));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      clientName: fields.name.trim(),
      clientContact: fields.contact.trim() || undefined,
      clientRole: fields.role.trim() || undefined,
      companyData: contextOf(companyData) || undefined,
    });
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={() => {
        if (open) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-slate-200 p-5 shadow-xl backdrop:bg-slate-900/40 sm:p-6"
    >
      <form onSubmit={submit} className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Who is this proposal for?
        </h2>
        <div className="space-y-1.5">
          <Label htmlFor={ids.company}>Company data (optional)</Label>
          <Textarea
            id={ids.company}
            aria-describedby={ids.hint}
            value={companyData}
            rows={3}
            onChange={(e) => onCompanyData(e.target.value)}
          />
          <p id={ids.hint} className="text-sm text-slate-600">
            Lines such as &lsquo;Company: Acme Ltd&rsquo;, &lsquo;Contact: Dana Whitfield&rsquo; and &lsquo;Role:
            Finance Director&rsquo; fill in the fields below; the rest becomes the proposal&apos;s context.
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.name}>Client name</Label>
          <Input
            id={ids.name}
            required
            maxLength={120}
            autoComplete="organization"
            value={fields.name}
            onChange={(e) => type('name', e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={ids.contact}>Contact name (optional)</Label>
            <Input
              id={ids.contact}
              maxLength={300}
              autoComplete="name"
              value={fields.contact}
              onChange={(e) => type('contact', e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.role}>Contact&apos;s role (optional)</Label>
            <Input
              id={ids.role}
              maxLength={300}
              autoComplete="organization-title"
              value={fields.role}
              onChange={(e) => type('role', e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || fields.name.trim() === ''} aria-busy={busy || undefined}>
            {busy ? <Spinner size="sm" label="" /> : null}
            {busy ? 'Drafting proposal...' : 'Draft proposal'}
          </Button>
        </div>
      </form>
    </dialog>
  );
};

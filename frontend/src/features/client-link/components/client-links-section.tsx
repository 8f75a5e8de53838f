import { Ban, Check, Copy, Link2, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmedActionButton } from '@/components/ui/confirmed-action-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import type { ClientLink } from '@/types/generated/api';
import { createClientLink, revokeClientLink, useClientLinks } from '../api/client-links';
import { clientLinkInput, emptyClientLinkForm, type ClientLinkForm } from '../lib/client-link-form';

const NewLinkPanel = ({ url, onDone }: { url: string; onDone: () => void }) => {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="new-client-link">
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <strong>Copy the link now: you will not see it again.</strong>
      </p>
      <p
        className="mt-2 rounded-lg border border-amber-200 bg-white px-2.5 py-2 font-mono text-xs break-all"
        data-testid="new-client-link-url"
      >
        {url}
      </p>
      <div className="mt-2 flex gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy(url)}>
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy link'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
};

const CreateForm = ({
  surveyId,
  suggested,
  onCreated,
}: {
  surveyId: string;
  suggested: string;
  onCreated: (url: string) => void;
}) => {
  const [form, setForm] = useState<ClientLinkForm>(() => emptyClientLinkForm(suggested));
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ClientLinkForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = clientLinkInput(form);
    if (!outcome.ok) {
      toast({ title: 'Check the form', description: outcome.message, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const created = await createClientLink(surveyId, outcome.input);
      onCreated(`${window.location.origin}${created.path}`);
      setForm(emptyClientLinkForm(form.clientName));
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2" aria-label="New client link">
      <div>
        <Label htmlFor="client-link-name">Client name</Label>
        <Input
          id="client-link-name"
          value={form.clientName}
          onChange={(e) => set({ clientName: e.target.value })}
          className="mt-1"
        />
      </div>
      <div>
        <Label htmlFor="client-link-expires">Expires on</Label>
        <Input
          id="client-link-expires"
          type="date"
          value={form.expiresOn}
          onChange={(e) => set({ expiresOn: e.target.value })}
          className="mt-1"
        />
      </div>
      <div>
        <Label htmlFor="client-link-passcode">Passcode (optional)</Label>
        <Input
          id="client-link-passcode"
          value={form.passcode}
          autoComplete="off"
          onChange={(e) => set({ passcode: e.target.value })}
          className="mt-1"
        />
      </div>
      <div>
        <Label htmlFor="client-link-min">Minimum group size</Label>
        <Input
          id="client-link-min"
          type="number"
          min={3}
          max={100}
          value={form.minGroupSize}
          onChange={(e) => set({ minGroupSize: e.target.value })}
          className="mt-1"
        />
      </div>
      <div>
        <Label htmlFor="client-link-language">Language</Label>
        <select
          id="client-link-language"
          value={form.language}
          onChange={(e) => set({ language: e.target.value === 'ur' ? 'ur' : 'en' })}
          className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          <option value="en">English</option>
          <option value="ur">اردو (Urdu)</option>
        </select>
      </div>
      <label className="flex items-start gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.freeText}
          onChange={(e) => set({ freeText: e.target.checked })}
          className="mt-1"
        />
        <span>
          Show free-text answers
          <span className="block text-xs text-slate-500">Names, e-mail addresses and phone numbers are masked.</span>
        </span>
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          Create client link
        </Button>
      </div>
    </form>
  );
};

const STATUS_BADGE = { open: 'success', expired: 'muted', revoked: 'danger' } as const;

const LinkRow = ({ surveyId, link }: { surveyId: string; link: ClientLink }) => {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="client-link-row">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {link.clientName} <Badge variant={STATUS_BADGE[link.status]}>{link.status}</Badge>
        </p>
        <p className="text-xs text-slate-600">
          Expires {formatDateTime(link.expiresAt)} · groups of {link.minGroupSize}+ ·{' '}
          {link.passcode ? 'passcode' : 'no passcode'} · free text {link.freeText ? 'on' : 'off'}
          {link.lastViewedAt ? ` · last viewed ${formatDateTime(link.lastViewedAt)}` : ''}
        </p>
      </div>
      {link.status === 'open' ? (
        <ConfirmedActionButton
          icon={Ban}
          label="Revoke"
          busyLabel="Revoking..."
          what={`the link for ${link.clientName}`}
          title={`Revoke the link for ${link.clientName}?`}
          description={<p>The page will say the link has been revoked. This cannot be undone.</p>}
          done={{ title: 'Link revoked', description: `${link.clientName} can no longer open it` }}
          action={() => revokeClientLink(surveyId, link.id)}
        />
      ) : null}
    </li>
  );
};

/**
 * "Client link": a read-only page of this survey's results for the client, within the anonymity floor.
 * The link is shown once, when made (only its fingerprint is kept); every view is in the audit trail.
 */
export const ClientLinksSection = ({ surveyId }: { surveyId: string }) => {
  const links = useClientLinks(surveyId);
  const [newUrl, setNewUrl] = useState<string | null>(null);
  return (
    <section aria-labelledby="client-links-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="client-links-heading" className="text-lg font-semibold text-slate-900">
        Client link
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A read-only page with the summary, the curated report and the proposal. Groups smaller than the minimum are
        hidden; free text stays off unless you turn it on.
      </p>
      <div className="mt-4 space-y-4">
        {newUrl ? <NewLinkPanel url={newUrl} onDone={() => setNewUrl(null)} /> : null}
        {links.data ? (
          <CreateForm surveyId={surveyId} suggested={links.data.suggestedClientName ?? ''} onCreated={setNewUrl} />
        ) : null}
        {links.data && links.data.links.length > 0 ? (
          <ul className="divide-y divide-slate-100" aria-label="Client links">
            {links.data.links.map((link) => (
              <LinkRow key={link.id} surveyId={surveyId} link={link} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
};

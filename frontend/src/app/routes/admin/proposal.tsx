import { ArrowLeft, Pencil, Save, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveProposal, useProposal } from '@/features/proposals/api/proposals';
import { ProposalActions } from '@/features/proposals/components/proposal-actions';
import { CurrencyPicker, PaperPicker } from '@/features/proposals/components/paper-picker';
import { ProposalSheets } from '@/features/proposals/components/proposal-sheets';
import { ProposalEditor } from '@/features/proposals/components/proposal-editor';
import '@/features/proposals/components/proposal-sheets.css';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import type { Proposal } from '@/features/proposals/content/proposal.types';

/**
 * Opened with `?print=1` (a Print link on the Proposals page): the print dialog opens once, for this
 * proposal, as soon as it has loaded; the address drops the flag so a reload does not print again.
 */
const usePrintOnArrival = (loaded: boolean) => {
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const wanted = search.get('print') === '1';
  const done = useRef(false);
  useEffect(() => {
    if (!wanted || !loaded || done.current) return;
    done.current = true;
    navigate(window.location.pathname, { replace: true });
    // After the document has painted, so the dialog shows the proposal and not a loading screen.
    requestAnimationFrame(() => window.print());
  }, [wanted, loaded, navigate]);
};

/** A proposal drafted from a report: shown as the fixed proposal is, edited in place, then copied or printed. */
export const ProposalsDetailScreen = ({ params }: { params: { id?: string } }) => {
  const id = params.id ?? '';
  const { data, error, isLoading, mutate } = useProposal(id);
  const [draft, setDraft] = useState<Proposal | null>(null);
  const [saving, setSaving] = useState(false);
  useDocumentTitle(data ? `Proposal: ${data.document.client.name}` : 'Proposal');
  usePrintOnArrival(Boolean(data));

  const onSave = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await saveProposal(id, draft);
      setDraft(null);
      toast({ title: 'Proposal saved', description: 'Your edits are saved.' });
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  /** Paper and currency, chosen while reading: saved at once, an edit of the proposal like any other. */
  const choose = async (change: Partial<Pick<Proposal, 'paperSize' | 'currency'>>) => {
    if (!data) return;
    setSaving(true);
    try {
      await saveProposal(id, { ...data.document, ...change });
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const toolbar = (
    <div className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-10 print:hidden">
      <div className="mx-auto flex max-w-[8.5in] flex-wrap items-center gap-2 px-4 py-3">
        <ButtonLink href={paths.admin.proposals.href()} variant="ghost" size="sm">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Proposals
        </ButtonLink>
        {data ? (
          <div className="ml-auto flex flex-wrap gap-2">
            {draft ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => setDraft(null)} disabled={saving}>
                  <X className="h-4 w-4" aria-hidden="true" />
                  Cancel
                </Button>
                <Button size="sm" onClick={onSave} disabled={saving}>
                  <Save className="h-4 w-4" aria-hidden="true" />
                  {saving ? 'Saving...' : 'Save'}
                </Button>
              </>
            ) : (
              <>
                <Button variant="outline" size="sm" onClick={() => setDraft(structuredClone(data.document))}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  Edit
                </Button>
                <PaperPicker
                  paper={data.document.paperSize}
                  disabled={saving}
                  onChange={(paperSize) => void choose({ paperSize })}
                />
                <CurrencyPicker
                  currency={data.document.currency}
                  disabled={saving}
                  onChange={(currency) => void choose({ currency })}
                />
                <ProposalActions proposal={data.document} />
              </>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );

  return (
    <div className="pb-12 print:p-0">
      {toolbar}
      <div className="px-0 pt-6 sm:px-4 print:p-0">
        {isLoading ? (
          <LoadingState label="Loading proposal..." />
        ) : error || !data ? (
          <div className="px-4">
            <ErrorState title="Could not load the proposal" error={error} onRetry={() => void mutate()} />
          </div>
        ) : draft ? (
          <div className="px-4 sm:px-0">
            <h1 className="mx-auto mb-4 max-w-[8.5in] text-xl font-bold text-slate-900">Edit proposal</h1>
            <ProposalEditor value={draft} onChange={setDraft} />
          </div>
        ) : (
          <ProposalSheets proposal={data.document} />
        )}
      </div>
    </div>
  );
};

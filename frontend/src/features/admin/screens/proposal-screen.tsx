import { ArrowLeft, Check, Copy, Printer } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { ProposalDocument } from '../components/proposal/proposal-document';
import '../components/proposal/proposal.css';
import { proposal } from '../content/proposal';
import { proposalToText } from '../content/proposal-text';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

export const ProposalScreen = () => {
  useDocumentTitle(`Proposal: ${proposal.client.name}`);
  const { copied, copy } = useCopyToClipboard();

  const onCopy = async () => {
    if (await copy(proposalToText(proposal))) {
      toast({ title: 'Copied to clipboard', description: 'The proposal text is ready to paste.' });
    } else {
      toast({ title: 'Error', description: 'Could not copy the proposal. Select the text and copy it instead.', variant: 'destructive' });
    }
  };

  return (
    <div className="pb-12 print:p-0">
      <div className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-10 print:hidden">
        <div className="mx-auto flex max-w-[8.5in] flex-wrap items-center gap-2 px-4 py-3">
          <ButtonLink href={paths.admin.dashboard.href()} variant="ghost" size="sm">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </ButtonLink>
          <div className="ml-auto flex gap-2">
            <Button variant="outline" size="sm" onClick={onCopy}>
              {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
              {copied ? 'Copied!' : 'Copy'}
            </Button>
            <Button size="sm" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              Print/Save PDF
            </Button>
          </div>
        </div>
      </div>
      <div className="px-0 pt-6 sm:px-4 print:p-0">
        <ProposalDocument proposal={proposal} />
      </div>
    </div>
  );
};

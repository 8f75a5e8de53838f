import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DraftedProposalsList } from '../components/proposal/drafted-proposals-list';
import { ProposalActions } from '../components/proposal/proposal-actions';
import { ProposalDocument } from '../components/proposal/proposal-document';
import '../components/proposal/proposal.css';
import { proposal } from '../content/proposal';

export const ProposalScreen = () => {
  useDocumentTitle(`Proposal: ${proposal.client.name}`);

  return (
    <div className="pb-12 print:p-0">
      <div className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-10 print:hidden">
        <div className="mx-auto flex max-w-[8.5in] flex-wrap items-center gap-2 px-4 py-3">
          <ButtonLink href={paths.admin.dashboard.href()} variant="ghost" size="sm">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </ButtonLink>
          <div className="ml-auto flex gap-2">
            <ProposalActions proposal={proposal} />
          </div>
        </div>
      </div>
      <div className="px-4 print:hidden">
        <DraftedProposalsList />
      </div>
      <div className="px-0 pt-6 sm:px-4 print:p-0">
        <ProposalDocument proposal={proposal} />
      </div>
    </div>
  );
};

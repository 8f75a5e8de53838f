import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConsultancySettingsForm } from '@/features/proposals/components/consultancy-settings-form';
import { DraftedProposalsList } from '@/features/proposals/components/drafted-proposals-list';
import { ProposalActions } from '@/features/proposals/components/proposal-actions';
import { PaperPicker, usePaper } from '@/features/proposals/components/paper-picker';
import { ProposalSheets } from '@/features/proposals/components/proposal-sheets';
import '@/features/proposals/components/proposal-sheets.css';
import { proposal } from '@/features/proposals/content/proposal';

/** The admin's drafted proposals, then the fixed example in a section of its own with its own Copy and Print. */
export const ProposalScreen = () => {
  useDocumentTitle('Proposals');
  const [paper, setPaper] = usePaper(proposal.reference);

  return (
    <div className="pb-12 print:p-0">
      <div className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-10 print:hidden">
        <div className="mx-auto flex max-w-[8.5in] flex-wrap items-center gap-2 px-4 py-3">
          <ButtonLink href={paths.admin.dashboard.href()} variant="ghost" size="sm">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </ButtonLink>
        </div>
      </div>
      <div className="px-4 print:hidden">
        <h1 className="mx-auto mt-6 max-w-[8.5in] text-2xl font-bold text-slate-900">Proposals</h1>
        <DraftedProposalsList />
        <section className="mx-auto mt-8 max-w-[8.5in] rounded-lg border border-slate-200 bg-white p-4">
          <ConsultancySettingsForm />
        </section>
      </div>
      <section aria-labelledby="example-proposal" className="print:contents">
        <div className="mx-auto mt-10 flex max-w-[8.5in] flex-wrap items-end gap-3 px-4 print:hidden">
          <div className="min-w-[16rem] flex-1">
            <h2 id="example-proposal" className="text-lg font-semibold text-slate-900">
              Example proposal
            </h2>
            <p className="text-sm text-slate-600">
              A fixed example of the format, for a fictional client. Its Copy and Print take this example only.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <PaperPicker paper={paper} onChange={setPaper} />
            <ProposalActions proposal={proposal} />
          </div>
        </div>
        <div className="px-0 pt-4 sm:px-4 print:p-0">
          <ProposalSheets proposal={{ ...proposal, paperSize: paper }} />
        </div>
      </section>
    </div>
  );
};

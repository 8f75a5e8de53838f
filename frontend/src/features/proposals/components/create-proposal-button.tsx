import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { draftProposal, type DraftProposalInput } from '../api/proposals';
import { DraftProposalDialog } from './draft-proposal-dialog';

/**
 * Asks who the proposal is for, then drafts it from a completed report and opens it. Place it next to a
 * completed report. When the survey is for a client, nothing is asked: the server takes the name, the
 * contact and the company data from the client's record.
 */
export const CreateProposalButton = ({
  reportId,
  variant = 'primary',
  size = 'sm',
  clientName = null,
}: {
  reportId: string;
  /** The survey's client, when it has one. */
  clientName?: string | null;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) => {
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (input: DraftProposalInput) => {
    setBusy(true);
    try {
      const proposal = await draftProposal(reportId, input);
      toast({ title: 'Proposal drafted', description: 'Edit it, then print or copy it.' });
      navigate(paths.admin.proposal.href(proposal.id));
    } catch (error) {
      setBusy(false);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => (clientName ? void onSubmit({}) : setAsking(true))}
        disabled={busy}
      >
        <FileText className="h-4 w-4" aria-hidden="true" />
        Create proposal from report
      </Button>
      <DraftProposalDialog
        open={asking}
        busy={busy}
        onSubmit={(input) => void onSubmit(input)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};

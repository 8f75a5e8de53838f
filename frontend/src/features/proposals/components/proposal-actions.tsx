import { Check, Copy, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { Proposal } from '../content/proposal.types';
import { proposalToText } from '../content/proposal-text';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';

/** Copy ('Copied!' for 2 s and a toast) and Print/Save PDF, as on the fixed proposal. */
export const ProposalActions = ({ proposal, disabled }: { proposal: Proposal; disabled?: boolean }) => {
  const { copied, copy } = useCopyToClipboard();

  const onCopy = async () => {
    if (await copy(proposalToText(proposal))) {
      toast({ title: 'Copied to clipboard', description: 'The proposal text is ready to paste.' });
    } else {
      toast({
        title: 'Error',
        description: 'Could not copy the proposal. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={onCopy} disabled={disabled}>
        {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
        {copied ? 'Copied!' : 'Copy'}
      </Button>
      <Button size="sm" onClick={() => window.print()} disabled={disabled}>
        <Printer className="h-4 w-4" aria-hidden="true" />
        Print/Save PDF
      </Button>
    </>
  );
};

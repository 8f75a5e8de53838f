import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';

/** Copy with the spec's 'Copied!' for 2 s and 'Copied to clipboard' toast; `what` names it for screen readers. */
export const CopyButton = ({ text, what, describedBy }: { text: string; what: string; describedBy?: string }) => {
  const { copied, copy } = useCopyToClipboard();
  const onCopy = async () => {
    if (await copy(text)) {
      toast({ title: 'Copied to clipboard', description: `The ${what} is ready to paste.` });
    } else {
      toast({
        title: 'Error',
        description: `Could not copy the ${what}. Select it and copy it instead.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      className="shrink-0"
      aria-describedby={describedBy}
      onClick={() => void onCopy()}
    >
      {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      {copied ? 'Copied!' : 'Copy'}
      <span className="sr-only"> the {what}</span>
    </Button>
  );
};

import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { toast } from '@/lib/toast';
import type { PersonalLink } from '@/types/generated/api';

/** A person's link to the clipboard, for WhatsApp or chat. */
export const CopyLink = ({ link }: { link: PersonalLink }) => {
  const { copied, copy } = useCopyToClipboard();
  const url = `${window.location.origin}${link.path}`;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() =>
        void copy(url).then((ok) =>
          ok
            ? toast({
                title: 'Copied to clipboard',
                description: `Send it to ${link.name ?? 'them'} by WhatsApp or chat.`,
              })
            : toast({ title: 'Error', description: 'Could not copy the link.', variant: 'destructive' }),
        )
      }
    >
      {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      Copy link<span className="sr-only"> for {link.name ?? 'this person'}</span>
    </Button>
  );
};

import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';

/** A signing secret, shown once after it is made: the admin copies it into the receiver. */
export const SecretNotice = ({ secret, onDismiss }: { secret: string; onDismiss: () => void }) => {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-emerald-950">
        <KeyRound className="h-5 w-5" aria-hidden="true" />
        Signing secret
      </h2>
      <p className="mt-1 text-sm text-emerald-900">
        Copy it now: it is shown only once. Receivers verify the <code>webhook-signature</code> header with it.
      </p>
      <code
        data-testid="webhook-secret"
        className="mt-3 block rounded-lg border border-emerald-200 bg-white px-3 py-2 text-sm break-all text-slate-900"
      >
        {secret}
      </code>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy(secret)}>
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy secret'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
};

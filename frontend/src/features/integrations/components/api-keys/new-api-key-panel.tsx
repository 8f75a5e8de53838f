import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { CreatedApiKey } from '@/types/generated/api';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';

/**
 * The key just made, shown this once with Copy. Focus moves here so a keyboard or screen-reader user
 * hears the warning first; Done hides it for good (the server keeps only a hash).
 */
export const NewApiKeyPanel = ({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) => {
  const { copied, copy } = useCopyToClipboard();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [created.apiKey.id]);

  const onCopy = async () => {
    if (await copy(created.secret)) {
      toast({ title: 'Copied to clipboard', description: 'Paste the key where your script keeps its secrets.' });
    } else {
      toast({
        title: 'Error',
        description: 'Could not copy the key. Select it and copy it instead.',
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby="new-api-key-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5"
      data-testid="new-api-key"
    >
      <h2 id="new-api-key-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
        Your new key: {created.apiKey.label}
      </h2>
      <p className="mt-1 flex items-start gap-2 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Copy it now: you will not see it again.</strong> Only a fingerprint of it is stored. If you lose it,
          revoke it and create a new one.
        </span>
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-2 sm:flex-nowrap">
        <p
          id="new-api-key-secret"
          className="min-w-0 flex-1 basis-full rounded-lg border border-amber-200 bg-white px-2.5 py-2 font-mono text-xs break-all text-slate-900 sm:basis-0"
          data-testid="new-api-key-secret"
        >
          {created.secret}
        </p>
        <div className="ml-auto flex shrink-0 gap-2">
          <Button variant="outline" size="sm" aria-describedby="new-api-key-secret" onClick={() => void onCopy()}>
            {copied ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied ? 'Copied!' : 'Copy'}
            <span className="sr-only"> the key</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </section>
  );
};

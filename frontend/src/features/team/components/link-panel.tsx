import { Check, Copy, Mail, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { toast } from '@/lib/toast';
import type { UserWithLink } from '@/types/generated/api';
import { fullLink } from '../lib/team-display';

/**
 * The single-use link just made (an invitation or a reset), shown this once with Copy: the server keeps
 * only its fingerprint. Focus moves here so the warning is heard first.
 */
export const LinkPanel = ({ made, onDone }: { made: UserWithLink; onDone: () => void }) => {
  const { copied, copy } = useCopyToClipboard();
  const heading = useRef<HTMLHeadingElement>(null);
  const link = fullLink(made.link);
  const invitation = made.user.status === 'invited';

  useEffect(() => heading.current?.focus(), [made.link]);

  const onCopy = async () => {
    if (await copy(link)) {
      toast({ title: 'Copied to clipboard', description: `Send it to ${made.user.username} yourself.` });
    } else {
      toast({
        title: 'Error',
        description: 'Could not copy the link. Select it and copy it instead.',
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby="team-link-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5"
      data-testid="team-link"
    >
      <h2 id="team-link-heading" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900">
        {invitation ? `Invitation for ${made.user.username}` : `Password reset for ${made.user.username}`}
      </h2>
      <p className="mt-1 flex items-start gap-2 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Copy it now: you will not see it again.</strong> It works once, until{' '}
          {made.user.linkExpiresAt ? new Date(made.user.linkExpiresAt).toLocaleString() : 'it expires'}.
        </span>
      </p>
      {made.mail ? (
        <p
          className={`mt-2 flex items-start gap-2 text-sm ${made.mail.status === 'sent' ? 'text-emerald-800' : 'text-red-800'}`}
          data-testid="team-link-mail"
        >
          <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {made.mail.status === 'sent' ? `E-mailed to ${made.mail.to}.` : `Not e-mailed to ${made.mail.to}. `}
            {made.mail.detail ?? ''}
          </span>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-start gap-2 sm:flex-nowrap">
        <p
          id="team-link-url"
          className="min-w-0 flex-1 basis-full rounded-lg border border-amber-200 bg-white px-2.5 py-2 font-mono text-xs break-all text-slate-900 sm:basis-0"
          data-testid="team-link-url"
        >
          {link}
        </p>
        <div className="ml-auto flex shrink-0 gap-2">
          <Button variant="outline" size="sm" aria-describedby="team-link-url" onClick={() => void onCopy()}>
            {copied ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied ? 'Copied!' : 'Copy link'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </section>
  );
};

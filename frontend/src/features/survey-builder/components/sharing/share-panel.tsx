import { Check, Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import type { Survey } from '@/types/generated/api';
import { useResponseSettings } from '../../api/response-settings';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { linkKeys } from '../../lib/share-links';
import { EmbedSnippets } from './embed-snippets';
import { LinkBuilder } from './link-builder';
import { QrCode } from './qr-code';

/** The address respondents open: the custom slug when there is one, else the id. */
export const surveyLink = (survey: Pick<Survey, 'id' | 'slug'>, origin = window.location.origin): string =>
  `${origin}${paths.survey.href(survey.slug || survey.id)}`;

/**
 * Sharing one survey: its link with Copy ('Copied!' for 2 s and the spec's 'Copied to clipboard'
 * toast), a link carrying a hidden-field / UTM value, the QR code of the link, and the embed snippets.
 */
export const SharePanel = ({
  survey,
  id,
  focusOnOpen = false,
}: {
  survey: Pick<Survey, 'id' | 'slug' | 'title'> & Partial<Pick<Survey, 'embedOrigins'>>;
  id: string;
  /** Just saved: move focus here, so the next step is where the admin's eye and keyboard are. */
  focusOnOpen?: boolean;
}) => {
  const { copied, copy } = useCopyToClipboard();
  // The link builder offers the keys the server records: the declared hidden fields, then UTM.
  const settings = useResponseSettings(survey.id);
  const link = surveyLink(survey);
  const fieldId = `${id}-link`;
  const copyButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusOnOpen) copyButton.current?.focus();
  }, [focusOnOpen]);

  const onCopy = async () => {
    if (await copy(link)) {
      toast({ title: 'Copied to clipboard', description: 'The survey link is ready to paste.' });
    } else {
      toast({
        title: 'Error',
        description: 'Could not copy the link. Select it and copy it instead.',
        variant: 'destructive',
      });
    }
  };

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="space-y-2" data-testid="share-panel">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        Share this survey
      </h3>
      <p id={`${fieldId}-label`} className="text-xs text-slate-600">
        Survey link
      </p>
      {/* Shown whole (wrapped), never cut: the admin checks the address before sending it. */}
      <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
        <p
          id={fieldId}
          className="min-w-0 flex-1 basis-full rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-2 font-mono text-xs break-all text-slate-900 sm:basis-0"
          data-testid="share-link"
        >
          {link}
        </p>
        <Button
          ref={copyButton}
          data-share-copy
          variant="outline"
          size="sm"
          className="ml-auto shrink-0"
          aria-describedby={fieldId}
          onClick={() => void onCopy()}
        >
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
          <span className="sr-only"> the link to {survey.title}</span>
        </Button>
      </div>
      <div className="space-y-5 border-t border-slate-100 pt-4">
        <LinkBuilder id={`${id}-builder`} link={link} keys={linkKeys(settings.data)} />
        <QrCode link={link} name={survey.slug || survey.id} />
        <EmbedSnippets id={`${id}-embed`} idOrSlug={survey.slug || survey.id} origins={survey.embedOrigins ?? []} />
      </div>
    </section>
  );
};

import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A link to another site: new tab, no opener, no referrer, and it says so to screen readers. */
export const ExternalLink = ({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) => (
  <a
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    className={cn(
      'inline-flex items-start gap-1.5 font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950',
      className,
    )}
  >
    <span>{children}</span>
    <ExternalIcon className="mt-1 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
    <span className="sr-only">(opens in a new tab)</span>
  </a>
);

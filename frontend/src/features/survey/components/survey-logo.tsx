import { useState } from 'react';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';

type SurveyLogoProps = { logo?: string | null; alt: string; className?: string };

/** The survey's own logo when it has one that loads, otherwise the product logo. */
export const SurveyLogo = ({ logo, alt, className }: SurveyLogoProps) => {
  const [failed, setFailed] = useState(false);
  // Only same-origin paths (what the upload endpoint returns) are shown.
  const usable = !!logo && logo.startsWith('/') && !logo.startsWith('//') && !failed;
  if (!usable) return <Logo className={className} />;
  return (
    <img
      src={logo}
      alt={alt}
      className={cn('h-10 w-auto max-w-[200px] object-contain', className)}
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
};

import { BRAND_NAME } from '@/config/brand';
import { cn } from '@/lib/cn';

export type LogoProps = {
  className?: string;
  /** Show the name beside the mark (default true). */
  withWordmark?: boolean;
  /** Use light colours on dark backgrounds. */
  inverted?: boolean;
};

/** The brand mark: a seedling in a rounded square, with the name as wordmark. */
export const Logo = ({ className, withWordmark = true, inverted = false }: LogoProps) => (
  <span className={cn('inline-flex items-center gap-2.5', className)}>
    <svg
      viewBox="0 0 32 32"
      className="h-8 w-8 shrink-0"
      aria-hidden={withWordmark ? 'true' : undefined}
      role={withWordmark ? undefined : 'img'}
      aria-label={withWordmark ? undefined : BRAND_NAME}
    >
      <rect width="32" height="32" rx="8" fill={inverted ? '#ecfdf5' : '#065f46'} />
      <path d="M16 25V15" stroke={inverted ? '#065f46' : '#ecfdf5'} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M16 17c0-4.4-3.1-7.5-8-7.5 0 4.4 3.1 7.5 8 7.5Z" fill={inverted ? '#059669' : '#6ee7b7'} />
      <path d="M16 15c0-4.4 3.1-7.5 8-7.5 0 4.4-3.1 7.5-8 7.5Z" fill={inverted ? '#065f46' : '#ecfdf5'} />
    </svg>
    {withWordmark ? (
      <span className={cn('text-xl font-bold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}>
        {BRAND_NAME}
      </span>
    ) : null}
  </span>
);

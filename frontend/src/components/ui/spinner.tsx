import { cn } from '@/lib/cn';

export type SpinnerProps = {
  /** Announced to screen readers; pass '' when a visible text already says it. */
  label?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
};

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

export const Spinner = ({ label = 'Loading', className, size = 'md' }: SpinnerProps) => (
  <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
    <svg
      data-spinner=""
      className={cn('animate-spin text-emerald-700', sizes[size])}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
    {label ? <span className="sr-only">{label}</span> : null}
  </span>
);

/** Centered spinner for a page or section that is loading. */
export const PageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <div className="flex min-h-[50vh] items-center justify-center">
    <Spinner size="lg" label={label} />
  </div>
);

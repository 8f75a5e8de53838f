import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  checked: boolean;
  /** A change is on its way: the switch shows where it is going and ignores clicks. */
  pending?: boolean;
  onToggle: () => void;
  /** The visible label; `children` may add screen-reader-only context (which survey). */
  label: string;
  children?: ReactNode;
  describedBy?: string;
  className?: string;
};

/** An on/off switch (role=switch): Space or Enter toggles it, as a button does. */
export const ActiveSwitch = ({
  checked,
  pending = false,
  onToggle,
  label,
  children,
  describedBy,
  className,
}: Props) => (
  <button
    type="button"
    role="switch"
    aria-checked={checked}
    aria-busy={pending || undefined}
    aria-describedby={describedBy}
    onClick={() => {
      if (!pending) onToggle();
    }}
    className={cn(
      'group inline-flex min-h-9 items-center gap-2.5 rounded-lg px-1 text-sm font-medium text-slate-800',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
      pending && 'cursor-progress opacity-70',
      className,
    )}
  >
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        checked ? 'bg-emerald-700' : 'bg-slate-400',
      )}
    >
      <span
        className={cn(
          'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </span>
    <span>
      {label}
      {children}
    </span>
  </button>
);

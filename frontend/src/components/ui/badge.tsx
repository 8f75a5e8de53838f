import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant = 'default' | 'success' | 'muted' | 'warning' | 'danger' | 'outline';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  success: 'bg-green-50 text-green-800 ring-green-600/20',
  muted: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  danger: 'bg-red-50 text-red-800 ring-red-600/20',
  outline: 'bg-white text-slate-700 ring-slate-300',
};

export const Badge = ({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) => (
  <span
    className={cn(
      'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
      variants[variant],
      className,
    )}
    {...props}
  />
);

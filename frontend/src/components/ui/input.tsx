import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 transition-colors hover:border-slate-400 ' +
  'focus:border-emerald-600 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-600/40 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 sm:text-sm';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => (
  <input className={cn(fieldClasses, 'h-11', className)} {...props} />
);

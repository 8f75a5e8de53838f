import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Label = ({ className, ...props }: ComponentProps<'label'>) => (
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or wrap the control.
  <label className={cn('mb-1.5 block text-sm font-medium text-slate-800', className)} {...props} />
);

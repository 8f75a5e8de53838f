import { RotateCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import { errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';

/** A visible, announced loading line (the dashboard's 'Loading...'). */
export const LoadingState = ({ label = 'Loading...', className }: { label?: string; className?: string }) => (
  <div role="status" className={className ?? 'flex min-h-[40vh] items-center justify-center gap-3 text-slate-700'}>
    <Spinner label="" />
    <span>{label}</span>
  </div>
);

export const ErrorState = ({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) => {
  useEffect(() => {
    void forgetSessionOn401(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-red-900">{title}</h2>
      <p className="mt-2 text-sm text-red-800">{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </div>
  );
};

/** A part of a page that could not load, said in one announced line where the part would be. */
export const InlineError = ({ error }: { error: unknown }) => {
  useEffect(() => {
    void forgetSessionOn401(error);
  }, [error]);
  return (
    <p role="alert" className="text-sm text-red-800">
      {errorMessage(error)}
    </p>
  );
};

export const EmptyState = ({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) => (
  <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
    <div className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">{icon}</div>
    <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
    <p className="mt-1 text-sm text-slate-600">{text}</p>
    {action ? <div className="mt-6">{action}</div> : null}
  </div>
);

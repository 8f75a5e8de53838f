import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A report that ended without a result: why, and a way to start a new one. */
export const ReportFailed = ({
  error,
  onRetry,
  retrying,
}: {
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
}) => (
  <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
    <h2 className="text-base font-semibold">The analysis failed</h2>
    <p className="mt-1 text-sm break-words">{error ?? 'The analysis stopped without saying why.'}</p>
    <Button variant="outline" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
      <RotateCw className={retrying ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'} aria-hidden="true" />
      Retry
    </Button>
  </div>
);

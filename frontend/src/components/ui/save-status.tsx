// What the autosaving edit page shows of its saves: one status for the page, and beside a field group
// why its last save failed.
import { Check, CircleAlert } from 'lucide-react';
import type { AutosaveState, AutosaveStatusView } from '@/lib/autosave-status';
import { Button } from './button';
import { Spinner } from './spinner';

/** The page's one save status: a live region, so screen readers hear "All changes saved". */
export const AutosaveStatus = ({ status }: { status: AutosaveStatusView }) => {
  const tone =
    status.state === 'error' || status.state === 'invalid'
      ? 'border-red-200 bg-red-50 text-red-800'
      : 'border-slate-200 bg-white text-slate-700';
  return (
    <p
      role="status"
      data-testid="save-status"
      data-state={status.state}
      className={`inline-flex max-w-full items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium shadow-sm ${tone}`}
    >
      {status.state === 'saving' ? <Spinner size="sm" label="" /> : null}
      {status.state === 'saved' ? <Check className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" /> : null}
      {status.state === 'error' || status.state === 'invalid' ? (
        <CircleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
      ) : null}
      <span className="min-w-0 break-words">{status.text}</span>
    </p>
  );
};

/** Beside a field group: why its last save failed, with a way to try again (the page's status says the rest). */
export const SectionSaveState = ({
  state,
  error,
  onRetry,
}: {
  state: AutosaveState;
  error: string | null;
  onRetry: () => void;
}) =>
  state === 'error' ? (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="min-w-0 flex-1 text-sm text-red-800">Not saved: {error}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  ) : null;

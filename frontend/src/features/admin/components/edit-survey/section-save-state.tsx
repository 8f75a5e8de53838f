import { Button } from '@/components/ui/button';
import type { AutosaveState } from '../../hooks/use-autosave';

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

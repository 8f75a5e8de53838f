import { ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { liveLabel } from '../lib/live-responses';

/**
 * "N new responses": new and changed responses wait behind this control instead of moving the list
 * under the reader's eyes. The live region announces the count; clicking shows them.
 */
export const NewResponsesBanner = ({
  newIds,
  changedIds,
  stale,
  onShow,
}: {
  newIds: string[];
  changedIds: string[];
  stale?: boolean;
  onShow: () => void;
}) => {
  const label = liveLabel({ newIds, changedIds, stale });
  return (
    <div aria-live="polite" className="sticky top-2 z-10 flex justify-center empty:hidden">
      {label ? (
        <Button size="sm" onClick={onShow} className="shadow-md" data-testid="new-responses">
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
          {label}
          <span className="sr-only">: show them</span>
        </Button>
      ) : null}
    </div>
  );
};

import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { UserText } from '@/components/ui/user-text';
import type { Survey } from '@/types/generated/api';
import { SharePanel } from './share-panel';

/**
 * The Share panel in a drawer of its own (issue 49): a non-modal <dialog> along the window's right edge
 * (the whole width on a phone), so the embed code has room and the dashboard's cards keep their size.
 * Focus moves to Copy on opening; Escape or Close shuts it and focus goes back to the Share button.
 * Non-modal, so the "Copied to clipboard" toast shows above it.
 */
export const ShareDrawer = ({
  survey,
  id,
  open,
  onClose,
}: {
  survey: Pick<Survey, 'id' | 'slug' | 'title'> & Partial<Pick<Survey, 'embedOrigins'>>;
  id: string;
  open: boolean;
  onClose: () => void;
}) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.show();
      // The panel's own focus ran before the drawer showed: Copy is the next step.
      element.querySelector<HTMLElement>('[data-share-copy]')?.focus();
    }
    if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClose={() => {
        if (open) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto z-40 m-0 h-full max-h-none w-full max-w-none overflow-y-auto border-l border-slate-200 bg-white p-0 shadow-2xl sm:w-[34rem]"
      data-testid="share-drawer"
    >
      {open ? (
        <div className="p-4 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-3">
            <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
              <span className="block text-xs font-semibold tracking-wide text-emerald-800 uppercase">Share</span>{' '}
              <UserText as="span">{survey.title}</UserText>
            </h2>
            <Button variant="ghost" size="sm" onClick={onClose} className="shrink-0">
              <X className="h-4 w-4" aria-hidden="true" />
              Close<span className="sr-only"> sharing</span>
            </Button>
          </div>
          <SharePanel survey={survey} id={id} focusOnOpen />
        </div>
      ) : null}
    </dialog>
  );
};

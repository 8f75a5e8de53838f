import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question, read first by screen readers: "Are you sure you want to delete this survey?" */
  title: string;
  /** What happens and what is lost. */
  description: ReactNode;
  /** The destructive button's label ("Delete", "Remove", "Erase"). */
  confirmLabel: string;
  /** Shown on that button while the work runs ("Deleting..."). */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, or the dialog closed any other way. */
  onCancel: () => void;
};

/**
 * The one confirmation for destructive actions: a native modal <dialog> with role=alertdialog. Focus
 * moves to Cancel (the safe choice) and stays inside (the page behind is inert); Escape cancels; on
 * closing, focus goes back to the element that opened it.
 */
export const ConfirmDialog = ({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      cancel.current?.focus();
    }
    if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape: cancel unless the work is already running.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={() => {
        if (open) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div id={textId} className="mt-2 text-sm text-slate-700">
        {description}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancel} variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner size="sm" label="" /> : null}
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
};

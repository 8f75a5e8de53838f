import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forgetSessionOn401 } from '../api/get-session';

/**
 * "Erase" with a confirm dialog (a native modal <dialog>: focus moves into it and stays there, Escape
 * cancels, and focus returns to the button). `what` names the item for screen readers ("response #3").
 */
export const EraseButton = ({
  what,
  description,
  onErase,
}: {
  what: string;
  description: string;
  onErase: () => Promise<void>;
}) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [erasing, setErasing] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const confirm = async () => {
    setErasing(true);
    try {
      await onErase();
      toast({ title: 'Erased', description: `The ${what} has been erased` });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setErasing(false);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Erase<span className="sr-only"> {what}</span>
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => setOpen(false)}
        className="m-auto w-full max-w-md rounded-xl border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/40"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Erase this {what}?
        </h2>
        <p id={textId} className="mt-2 text-sm text-slate-700">
          {description} This cannot be undone.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={erasing}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={erasing}>
            {erasing ? 'Erasing...' : 'Erase'}
          </Button>
        </div>
      </dialog>
    </>
  );
};

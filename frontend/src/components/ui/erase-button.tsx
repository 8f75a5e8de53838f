import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forgetSessionOn401 } from '@/lib/session';

/**
 * "Erase" with the shared confirm dialog (focus moves into it and stays there, Escape cancels, and
 * focus returns to the button). `what` names the item for screen readers ("response #3").
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
  const [open, setOpen] = useState(false);
  const [erasing, setErasing] = useState(false);

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
      <ConfirmDialog
        open={open}
        title={`Erase this ${what}?`}
        description={<p>{description} This cannot be undone.</p>}
        confirmLabel="Erase"
        busyLabel="Erasing..."
        busy={erasing}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};

import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forgetSessionOn401 } from '@/lib/session';

export type ConfirmedActionButtonProps = {
  icon: LucideIcon;
  /** The button's and the confirm button's label ("Erase", "Revoke", "Archive"). */
  label: string;
  /** Shown on the confirm button while the work runs ("Erasing..."). */
  busyLabel: string;
  /** Names the item for screen readers after the label ("Revoke Deploy key"). */
  what: string;
  /** The dialog's question. */
  title: string;
  /** What happens and what is lost. */
  description: ReactNode;
  /** The toast once done. */
  done: { title: string; description: string };
  action: () => Promise<unknown>;
  variant?: 'outline' | 'ghost';
};

/**
 * A consequential action behind the shared confirm dialog (focus moves into it and stays there, Escape
 * cancels, focus returns to the button): the dialog stays open while the work runs, closes when it is done
 * (with a toast), and shows the error in a toast when it fails (a lapsed session sends the user to log in).
 */
export const ConfirmedActionButton = ({
  icon: Icon,
  label,
  busyLabel,
  what,
  title,
  description,
  done,
  action,
  variant = 'outline',
}: ConfirmedActionButtonProps) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await action();
      toast(done);
      setOpen(false);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant={variant} size="sm" onClick={() => setOpen(true)}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {label}
        <span className="sr-only"> {what}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={label}
        busyLabel={busyLabel}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};

import { Eraser, UserMinus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { RosterPerson } from '@/types/generated/api';
import { eraseRosterPerson, removeRosterPerson } from '../api/roster-people';

type Props = { clientId: string; person: Pick<RosterPerson, 'id' | 'name'> };

/** A button that asks first (the shared confirm dialog), then does the work and says so. */
const ConfirmedAction = ({
  label,
  icon,
  name,
  title,
  description,
  busyLabel,
  done,
  work,
}: {
  label: string;
  icon: ReactNode;
  name: string;
  title: string;
  description: ReactNode;
  busyLabel: string;
  done: string;
  work: () => Promise<unknown>;
}) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await work();
      toast({ title: done, description: name });
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
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {icon}
        {label}
        <span className="sr-only"> {name}</span>
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

/** Off the roster: no survey reaches them any more; kept under Removed until an owner erases them. */
export const RemovePersonButton = ({ clientId, person }: Props) => (
  <ConfirmedAction
    label="Remove"
    icon={<UserMinus className="h-4 w-4" aria-hidden="true" />}
    name={person.name}
    title={`Remove ${person.name} from the roster?`}
    description={
      <p>
        No survey reaches them any more. Their details stay under Removed until an owner erases them, and importing
        their e-mail again adds them back.
      </p>
    }
    busyLabel="Removing..."
    done="Removed from the roster"
    work={() => removeRosterPerson(clientId, person.id)}
  />
);

/** Owners only: the person's name, e-mail and other details become unreadable for good. */
export const ErasePersonButton = ({ clientId, person }: Props) => (
  <ConfirmedAction
    label="Erase"
    icon={<Eraser className="h-4 w-4" aria-hidden="true" />}
    name={person.name}
    title={`Erase ${person.name}?`}
    description={
      <p>
        Their name, e-mail and every other detail are erased for good, from the roster and from its history. This cannot
        be undone.
      </p>
    }
    busyLabel="Erasing..."
    done="Erased"
    work={() => eraseRosterPerson(clientId, person.id)}
  />
);

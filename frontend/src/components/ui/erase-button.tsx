import { Trash2 } from 'lucide-react';
import { ConfirmedActionButton } from './confirmed-action-button';

/** "Erase" behind the shared confirm dialog. `what` names the item for screen readers ("response #3"). */
export const EraseButton = ({
  what,
  description,
  onErase,
}: {
  what: string;
  description: string;
  onErase: () => Promise<void>;
}) => (
  <ConfirmedActionButton
    icon={Trash2}
    label="Erase"
    busyLabel="Erasing..."
    what={what}
    title={`Erase this ${what}?`}
    description={<p>{description} This cannot be undone.</p>}
    done={{ title: 'Erased', description: `The ${what} has been erased` }}
    action={onErase}
  />
);

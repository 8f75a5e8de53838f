import { Eraser, UserMinus } from 'lucide-react';
import { ConfirmedActionButton } from '@/components/ui/confirmed-action-button';
import type { RosterPerson } from '@/types/generated/api';
import { eraseRosterPerson, removeRosterPerson } from '../api/roster-people';

type Props = { clientId: string; person: Pick<RosterPerson, 'id' | 'name'> };

/** Off the roster: no survey reaches them any more; kept under Removed until an owner erases them. */
export const RemovePersonButton = ({ clientId, person }: Props) => (
  <ConfirmedActionButton
    variant="ghost"
    icon={UserMinus}
    label="Remove"
    what={person.name}
    title={`Remove ${person.name} from the roster?`}
    description={
      <p>
        No survey reaches them any more. Their details stay under Removed until an owner erases them, and importing
        their e-mail again adds them back.
      </p>
    }
    busyLabel="Removing..."
    done={{ title: 'Removed from the roster', description: person.name }}
    action={() => removeRosterPerson(clientId, person.id)}
  />
);

/** Owners only: the person's name, e-mail and other details become unreadable for good. */
export const ErasePersonButton = ({ clientId, person }: Props) => (
  <ConfirmedActionButton
    variant="ghost"
    icon={Eraser}
    label="Erase"
    what={person.name}
    title={`Erase ${person.name}?`}
    description={
      <p>
        Their name, e-mail and every other detail are erased for good, from the roster and from its history. This cannot
        be undone.
      </p>
    }
    busyLabel="Erasing..."
    done={{ title: 'Erased', description: person.name }}
    action={() => eraseRosterPerson(clientId, person.id)}
  />
);

import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmedActionButton } from '@/components/ui/confirmed-action-button';
import { errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { Client } from '@/types/generated/api';
import { archiveClient, restoreClient } from '../api/archive-client';

/** "Archive" behind the shared confirm dialog, which says the client's surveys keep working. */
export const ArchiveClientButton = ({ client }: { client: Pick<Client, 'id' | 'name'> }) => (
  <ConfirmedActionButton
    icon={Archive}
    label="Archive"
    busyLabel="Archiving..."
    what={client.name}
    title={`Archive ${client.name}?`}
    description={
      <p>
        It leaves the client lists and pickers. Its surveys, reports, proposals and client links keep working, and you
        can restore it under Show archived clients.
      </p>
    }
    done={{ title: 'Client archived', description: `${client.name} is under Show archived clients` }}
    action={() => archiveClient(client.id)}
  />
);

/** "Restore": back into the lists at once (nothing is lost either way, so no confirmation). */
export const RestoreClientButton = ({ client }: { client: Pick<Client, 'id' | 'name'> }) => {
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      await restoreClient(client.id);
      toast({ title: 'Client restored', description: `${client.name} is back in the lists` });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void restore()} disabled={busy} aria-busy={busy || undefined}>
      <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
      Restore<span className="sr-only"> {client.name}</span>
    </Button>
  );
};

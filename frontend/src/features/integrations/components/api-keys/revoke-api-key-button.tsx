import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forgetSessionOn401 } from '@/lib/session';
import { revokeApiKey } from '../../api/revoke-api-key';

/** "Revoke" through the shared confirm dialog (focus to Cancel, Escape cancels, focus returns). */
export const RevokeApiKeyButton = ({ id, label }: { id: string; label: string }) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await revokeApiKey(id);
      toast({ title: 'Key revoked', description: `Requests with "${label}" are refused from now on` });
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
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Ban className="h-4 w-4" aria-hidden="true" />
        Revoke<span className="sr-only"> {label}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Revoke the key "${label}"?`}
        description={<p>Scripts using this key will be refused at once. This cannot be undone.</p>}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};

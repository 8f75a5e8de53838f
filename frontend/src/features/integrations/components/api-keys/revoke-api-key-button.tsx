import { Ban } from 'lucide-react';
import { ConfirmedActionButton } from '@/components/ui/confirmed-action-button';
import { revokeApiKey } from '../../api/revoke-api-key';

/** "Revoke" behind the shared confirm dialog. */
export const RevokeApiKeyButton = ({ id, label }: { id: string; label: string }) => (
  <ConfirmedActionButton
    icon={Ban}
    label="Revoke"
    busyLabel="Revoking..."
    what={label}
    title={`Revoke the key "${label}"?`}
    description={<p>Scripts using this key will be refused at once. This cannot be undone.</p>}
    done={{ title: 'Key revoked', description: `Requests with "${label}" are refused from now on` }}
    action={() => revokeApiKey(id)}
  />
);

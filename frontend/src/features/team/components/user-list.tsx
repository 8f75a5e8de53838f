import { KeyRound, UserX } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAdminUser } from '@/lib/admin-user';
import { formatDate } from '@/lib/format-date';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { User, UserWithLink } from '@/types/generated/api';
import { deactivateUser } from '../api/deactivate-user';
import { resetUser } from '../api/reset-user';
import { ROLE_LABEL, statusText } from '../lib/team-display';

const UserRow = ({ user, onLink }: { user: User; onLink: (made: UserWithLink) => void }) => {
  const me = useAdminUser();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deactivated = user.status === 'deactivated';
  const itsMe = me.username === user.username;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setBusy(false);
    }
  };
  const onReset = () => run(async () => onLink(await resetUser(user.id)));
  const onDeactivate = () =>
    run(async () => {
      await deactivateUser(user.id);
      setConfirming(false);
      toast({
        title: 'Success',
        description: `${user.username} is deactivated: their sessions and API keys have ended.`,
      });
    });

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid={`member-${user.username}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {user.username}
          {itsMe ? <span className="text-sm font-normal text-slate-600"> (you)</span> : null}
        </p>
        <p className="text-xs text-slate-600">
          {statusText(user)} · since <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </p>
      </div>
      <Badge variant={user.role === 'owner' ? 'success' : 'muted'}>{ROLE_LABEL[user.role]}</Badge>
      {deactivated || itsMe ? null : (
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void onReset()}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            Reset password<span className="sr-only"> for {user.username}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <UserX className="h-4 w-4" aria-hidden="true" />
            Deactivate<span className="sr-only"> {user.username}</span>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${user.username}?`}
        description={<p>Their sessions and API keys end at once. Their past work stays, with their name on it.</p>}
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        busy={busy}
        onConfirm={() => void onDeactivate()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
};

export const UserList = ({ users, onLink }: { users: User[]; onLink: (made: UserWithLink) => void }) => (
  <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white" aria-label="Team members">
    {users.map((user) => (
      <UserRow key={user.id} user={user} onLink={onLink} />
    ))}
  </ul>
);

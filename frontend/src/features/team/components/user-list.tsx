import { KeyRound, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAdminUser } from '@/lib/admin-user';
import { formatDate } from '@/lib/format-date';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { Role, User, UserWithLink } from '@/types/generated/api';
import { changeUserRole } from '../api/change-user-role';
import { deactivateUser } from '../api/deactivate-user';
import { reactivateUser } from '../api/reactivate-user';
import { resetUser } from '../api/reset-user';
import { ROLE_CHOICES, ROLE_LABEL, roleChangeText, statusText } from '../lib/team-display';

const UserRow = ({ user, onLink }: { user: User; onLink: (made: UserWithLink) => void }) => {
  const me = useAdminUser();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [newRole, setNewRole] = useState<Role | null>(null);
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

  const onChangeRole = (role: Role) =>
    run(async () => {
      const changed = await changeUserRole(user.id, role);
      setNewRole(null);
      toast({ title: 'Success', description: `${changed.username} is now ${roleChangeText(role).article}.` });
    });
  const onReactivate = () =>
    run(async () => {
      const back = await reactivateUser(user.id);
      toast({
        title: 'Success',
        description:
          back.status === 'active'
            ? `${back.username} is active again and logs in with their password.`
            : `${back.username} is invited again: reset their password to send them a new link.`,
      });
    });
  const roleSelectId = `role-${user.id}`;

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
      {deactivated || itsMe ? (
        <Badge variant={user.role === 'owner' ? 'success' : 'muted'}>{ROLE_LABEL[user.role]}</Badge>
      ) : (
        <>
          <label htmlFor={roleSelectId} className="sr-only">
            Role of {user.username}
          </label>
          <select
            id={roleSelectId}
            value={user.role}
            disabled={busy}
            onChange={(event) => setNewRole(event.target.value as Role)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
            data-testid="member-role"
          >
            {ROLE_CHOICES.map((choice) => (
              <option key={choice.role} value={choice.role}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      )}
      {deactivated ? (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void onReactivate()}>
          <UserCheck className="h-4 w-4" aria-hidden="true" />
          Reactivate<span className="sr-only"> {user.username}</span>
        </Button>
      ) : null}
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
      <ConfirmDialog
        open={newRole !== null}
        title={newRole ? `Make ${user.username} ${roleChangeText(newRole).article}?` : ''}
        description={newRole ? <p>{roleChangeText(newRole).effect}</p> : null}
        confirmLabel="Change role"
        busyLabel="Changing..."
        busy={busy}
        onConfirm={() => newRole && void onChangeRole(newRole)}
        onCancel={() => setNewRole(null)}
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

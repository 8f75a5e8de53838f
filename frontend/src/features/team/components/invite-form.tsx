import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { forgetSessionOn401 } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { Role, UserWithLink } from '@/types/generated/api';
import { inviteUser } from '../api/invite-user';
import { ROLE_CHOICES } from '../lib/team-display';

/** A name and a role; the answer's single-use link goes to the panel above the list. */
export const InviteForm = ({ onInvited }: { onInvited: (invited: UserWithLink) => void }) => {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('consultant');
  const [email, setEmail] = useState('');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const address = email.trim();
      onInvited(await inviteUser({ username: username.trim(), role, ...(address ? { email: address } : {}) }));
      setUsername('');
      setEmail('');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      await forgetSessionOn401(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="Invite a member">
      <div>
        <Label htmlFor="invite-username">Username</Label>
        <Input
          id="invite-username"
          required
          minLength={2}
          maxLength={63}
          autoComplete="off"
          value={username}
          placeholder="sana"
          aria-describedby="invite-username-hint"
          onChange={(event) => setUsername(event.target.value)}
        />
        <p id="invite-username-hint" className="mt-1 text-xs text-slate-600">
          What they log in with: letters, digits and . _ @ -
        </p>
      </div>
      <div>
        <Label htmlFor="invite-email">E-mail (optional)</Label>
        <Input
          id="invite-email"
          type="email"
          maxLength={254}
          autoComplete="off"
          value={email}
          placeholder="sana@yourfirm.com"
          aria-describedby="invite-email-hint"
          onChange={(event) => setEmail(event.target.value)}
        />
        <p id="invite-email-hint" className="mt-1 text-xs text-slate-600">
          The link is e-mailed to them now, when e-mail is set up on this server, and the address is not kept. You see
          the link either way.
        </p>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Role</legend>
        <ul className="space-y-2">
          {ROLE_CHOICES.map((choice) => (
            <li key={choice.role}>
              <div className="flex items-start gap-2.5 text-sm text-slate-800">
                <input
                  type="radio"
                  id={`invite-role-${choice.role}`}
                  name="invite-role"
                  value={choice.role}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-emerald-700"
                  checked={role === choice.role}
                  aria-describedby={`invite-role-${choice.role}-hint`}
                  onChange={() => setRole(choice.role)}
                />
                <label htmlFor={`invite-role-${choice.role}`}>
                  <span className="font-medium">{choice.label}</span>
                  <span id={`invite-role-${choice.role}-hint`} className="block text-xs text-slate-600">
                    {choice.hint}
                  </span>
                </label>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" disabled={saving}>
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        {saving ? 'Inviting...' : 'Invite'}
      </Button>
    </form>
  );
};

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { setPasswordWithLink } from '../api/set-password';

export const PASSWORD_MIN = 10;

/** A new password, twice; the server judges it (length, common passwords) and spends the link. */
export const SetPasswordForm = ({ token, onDone }: { token: string; onDone: (username: string) => void }) => {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [saving, setSaving] = useState(false);
  const mismatch = again !== '' && again !== password;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    setSaving(true);
    try {
      const { username } = await setPasswordWithLink({ token, password });
      onDone(username);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-label="Set your password">
      <div>
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          value={password}
          aria-describedby="new-password-hint"
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id="new-password-hint" className="mt-1 text-xs text-slate-600">
          At least {PASSWORD_MIN} characters. A few words only you would put together work well; common passwords are
          refused.
        </p>
      </div>
      <div>
        <Label htmlFor="new-password-again">The same password again</Label>
        <Input
          id="new-password-again"
          type="password"
          autoComplete="new-password"
          required
          value={again}
          aria-invalid={mismatch ? true : undefined}
          aria-describedby={mismatch ? 'new-password-again-error' : undefined}
          onChange={(event) => setAgain(event.target.value)}
        />
        {mismatch ? (
          <p id="new-password-again-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            The two passwords differ
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={saving}>
        {saving ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  );
};

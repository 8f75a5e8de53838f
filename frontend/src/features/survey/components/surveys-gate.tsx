import { LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { unlockSurveys } from '../api/unlock-surveys';

export const WRONG_PASSWORD = 'Incorrect password. Please try again.';

/** The password gate of /surveys; the server checks the password and marks the session. */
export const SurveysGate = ({ onUnlocked }: { onUnlocked: () => void }) => {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await unlockSurveys(password);
      onUnlocked();
    } catch (err) {
      setError(err instanceof ApiError && err.status === 401 ? WRONG_PASSWORD : errorMessage(err));
      setPassword('');
      setSubmitting(false);
      input.current?.focus();
    }
  };

  return (
    <section aria-labelledby="surveys-gate-title" className="mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
          <LockKeyhole className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 id="surveys-gate-title" className="mt-5 text-2xl font-bold tracking-tight">
          Access Protected
        </h1>
        <p className="mt-2 text-slate-600">Enter the password you were given to see the available surveys.</p>
        <form className="mt-6" onSubmit={(event) => void onSubmit(event)} noValidate>
          <Label htmlFor="surveys-password">Password</Label>
          <Input
            ref={input}
            id="surveys-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'surveys-password-error' : undefined}
            required
          />
          {error ? (
            <p id="surveys-password-error" role="alert" className="mt-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="mt-5 w-full" disabled={submitting || password.length === 0}>
            {submitting ? <Spinner size="sm" label="" className="[&_svg]:text-white" /> : null}
            Unlock Surveys
          </Button>
        </form>
      </div>
    </section>
  );
};

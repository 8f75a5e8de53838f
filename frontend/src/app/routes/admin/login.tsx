import { CircleAlert, LogIn } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Logo } from '@/components/ui/logo';
import { BRAND_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { login } from '@/features/auth/api/login';

/** The server's message for a refused login, or 'Invalid credentials' when it sent none. */
const loginFailureMessage = (error: unknown): string => {
  const message = error instanceof ApiError ? errorMessage(error, '') : '';
  return message && !/^\d{3}: /.test(message) ? message : 'Invalid credentials';
};

export const LoginScreen = () => {
  useDocumentTitle('Admin login');
  const [, navigate] = useLocation();
  const { data: session } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Someone already logged in has nothing to do here.
  useEffect(() => {
    if (session && !busy) navigate(paths.admin.dashboard.href(), { replace: true });
  }, [session, busy, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await login({ username, password });
      toast({ title: 'Success', description: 'Logged in successfully' });
      navigate(paths.admin.dashboard.href());
    } catch (error) {
      setBusy(false);
      setPassword('');
      const message = loginFailureMessage(error);
      // Beside the form too (announced), where the eye is; the spec's toast stays.
      setFailure(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex justify-center">
          <Link href={paths.home.href()} className="rounded-md" aria-label={`${BRAND_NAME} home`}>
            <Logo />
          </Link>
        </div>
        <Card>
          <CardContent className="p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin login</h1>
            <p className="mt-1 text-sm text-slate-600">Sign in to manage surveys and responses.</p>
            <form
              className="mt-6 space-y-5"
              onSubmit={onSubmit}
              aria-describedby={failure ? 'login-failure' : undefined}
            >
              <div role="alert" id="login-failure">
                {failure ? (
                  <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
                    <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                    <span>Login failed: {failure}</span>
                  </p>
                ) : null}
              </div>
              <div>
                <Label htmlFor="admin-username">Username</Label>
                <Input
                  id="admin-username"
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              </div>
              <div>
                <Label htmlFor="admin-password">Password</Label>
                <Input
                  id="admin-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <Button type="submit" className="w-full" disabled={busy}>
                <LogIn className="h-4 w-4" aria-hidden="true" />
                {busy ? 'Logging in...' : 'Login'}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </main>
  );
};

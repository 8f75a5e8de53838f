import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { BRAND_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { SetPasswordForm } from '@/features/team/components/set-password-form';

/** The token travels in the fragment (#), which browsers never send to a server: read once, then dropped from the address bar. */
const takeToken = (): string => {
  const token = window.location.hash.slice(1);
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
};

/** An invitation's or a reset's page: the member sets a password, then logs in on the usual login page. */
export const SetPasswordScreen = () => {
  useDocumentTitle('Set your password');
  const [token] = useState(takeToken);
  const [, navigate] = useLocation();

  const onDone = (username: string) => {
    toast({ title: 'Success', description: `Your password is set. Log in as ${username}.` });
    navigate(paths.admin.login.href());
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
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Set your password</h1>
            {token ? (
              <>
                <p className="mt-1 mb-6 text-sm text-slate-600">
                  This link works once. Choose the password you will log in with.
                </p>
                <SetPasswordForm token={token} onDone={onDone} />
              </>
            ) : (
              <div className="mt-2 space-y-4 text-sm text-slate-700">
                <p>This page needs the whole link you were sent. Open it again, or ask an owner for a new one.</p>
                <ButtonLink href={paths.admin.login.href()} variant="outline">
                  Go to the login page
                </ButtonLink>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
};

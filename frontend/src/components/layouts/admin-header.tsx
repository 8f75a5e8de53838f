import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { BRAND_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { logout } from '@/lib/logout';
import { useAdminUser, useRole } from '@/lib/admin-user';

/**
 * The server's queue page: bull-board with Redis, else a redirect to the admin's own jobs page
 * (paths.admin.jobs). A plain link, not a client route, so the server decides.
 */
export const QUEUE_DASHBOARD_HREF = '/admin/queues';

const links = [
  { href: paths.admin.dashboard.href(), label: 'Surveys' },
  { href: paths.admin.clients.href(), label: 'Clients' },
  { href: paths.admin.messages.href(), label: 'Messages' },
  { href: paths.admin.proposals.href(), label: 'Proposals' },
  { href: paths.admin.apiKeys.href(), label: 'API keys' },
  { href: paths.admin.webhooks.href(), label: 'Webhooks' },
];

/** What only owners manage. */
const ownerLinks = [
  { href: paths.admin.team.href(), label: 'Team' },
  { href: paths.admin.audit.href(), label: 'Audit' },
];

const linkClasses = (active: boolean) =>
  cn(
    'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
    active ? 'bg-emerald-50 text-emerald-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950',
  );

export const AdminHeader = () => {
  const user = useAdminUser();
  const { isOwner } = useRole();
  const shown = isOwner ? [...links, ...ownerLinks] : links;
  const [location, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
      navigate(paths.admin.login.href(), { replace: true });
    } catch (error) {
      setLeaving(false);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <Link href={paths.admin.dashboard.href()} className="rounded-md" aria-label={`${BRAND_NAME} admin dashboard`}>
          {/* The wordmark needs room the phone header does not have. */}
          <span className="hidden sm:block">
            <Logo />
          </span>
          <span className="block sm:hidden">
            <Logo withWordmark={false} />
          </span>
        </Link>
        <nav aria-label="Admin" className="order-last -mx-1 w-full md:order-none md:mx-0 md:w-auto md:flex-1">
          <ul className="flex flex-wrap items-center gap-1">
            {shown.map((link) => {
              // A drafted proposal (/admin/proposals/:id) sits under the Proposal entry.
              const active = location === link.href || location.startsWith(`${link.href}/`);
              return (
                <li key={link.href}>
                  <Link href={link.href} aria-current={active ? 'page' : undefined} className={linkClasses(active)}>
                    {link.label}
                  </Link>
                </li>
              );
            })}
            <li>
              <a
                href={QUEUE_DASHBOARD_HREF}
                aria-current={location === paths.admin.jobs.href() ? 'page' : undefined}
                className={linkClasses(location === paths.admin.jobs.href())}
              >
                AI jobs
              </a>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <p className="max-w-[12rem] truncate text-sm text-slate-700 sm:max-w-xs" data-testid="admin-user">
            Admin: <span className="font-semibold text-slate-900">{user.username}</span>
          </p>
          <Button variant="outline" size="sm" onClick={onLogout} disabled={leaving}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
};

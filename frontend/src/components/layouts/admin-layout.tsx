import type { ReactNode } from 'react';
import { SkipLink } from './skip-link';
import { AdminHeader } from './admin-header';

/** The chrome of every logged-in screen: skip link, header with navigation, the screen. */
export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <div className="flex min-h-screen flex-col bg-slate-50 print:block print:min-h-0 print:bg-white">
    <SkipLink />
    <AdminHeader />
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  </div>
);

/** A screen's heading row: title, optional lead text and actions. */
export const PageHeader = ({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) => (
  <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
    <div className="min-w-0">
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
      {lead ? <div className="mt-1 text-sm text-slate-600">{lead}</div> : null}
    </div>
    {actions ? (
      <div className="flex flex-wrap gap-2 sm:justify-end lg:shrink-0 [&>*]:flex-1 sm:[&>*]:flex-none">{actions}</div>
    ) : null}
  </div>
);

export const PageContainer = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={className ?? 'mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8'}>{children}</div>
);

import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';

/** Public pages: skip link, fixed navigation, the page itself, footer. */
export const MarketingLayout = ({ children }: { children: ReactNode }) => (
  <div className="flex min-h-screen flex-col">
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
    >
      Skip to main content
    </a>
    <SiteNav />
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
    <SiteFooter />
  </div>
);

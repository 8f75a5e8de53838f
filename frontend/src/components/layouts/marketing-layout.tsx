import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { SkipLink } from './skip-link';

/** Public pages: skip link, fixed navigation, the page itself, footer. */
export const MarketingLayout = ({ children }: { children: ReactNode }) => (
  <div className="flex min-h-screen flex-col">
    <SkipLink />
    <SiteNav />
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
    <SiteFooter />
  </div>
);

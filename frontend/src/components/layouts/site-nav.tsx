import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { BRAND_NAME } from '@/config/brand';
import { mainNav, primaryCta, type NavItem } from '@/content/navigation';
import { useScrolled } from '@/hooks/use-scrolled';
import { cn } from '@/lib/cn';

/** Spec section 9: the bar turns solid after more than 20 px of scroll. */
export const NAV_SOLID_AFTER_PX = 20;

const isActive = (location: string, href: string) =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);

const DesktopLink = ({ item, active }: { item: NavItem; active: boolean }) => (
  <Link
    href={item.href}
    aria-current={active ? 'page' : undefined}
    className={cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      active
        ? 'font-semibold text-emerald-800 underline decoration-emerald-600 decoration-2 underline-offset-[10px]'
        : 'text-slate-700 hover:text-slate-950',
    )}
  >
    {item.label}
  </Link>
);

export const SiteNav = () => {
  const [location] = useLocation();
  const scrolled = useScrolled(NAV_SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  // Close on navigation (covers the browser's back button too).
  useEffect(() => setMenuOpen(false), [location]);

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  const solid = scrolled || menuOpen;

  return (
    <header
      data-testid="site-nav"
      data-solid={solid ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,border-color] duration-200',
        solid ? 'border-b border-slate-200 bg-white shadow-sm' : 'border-b border-transparent bg-transparent',
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link href="/" className="rounded-md" aria-label={`${BRAND_NAME} home`}>
          <Logo />
        </Link>

        <ul className="hidden items-center gap-0.5 lg:flex">
          {mainNav.map((item) => (
            <li key={item.href}>
              <DesktopLink item={item} active={isActive(location, item.href)} />
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <ButtonLink href={primaryCta.href} size="sm" className="hidden sm:inline-flex">
            {primaryCta.label}
          </ButtonLink>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </nav>

      <div
        id={menuId}
        ref={menuRef}
        data-testid="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg lg:hidden"
      >
        <ul className="flex flex-col">
          {mainNav.map((item) => {
            const active = isActive(location, item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => closeMenu(false)}
                  className={cn(
                    'block rounded-lg px-3 py-3 text-base font-medium',
                    active ? 'bg-emerald-50 text-emerald-800' : 'text-slate-800 hover:bg-slate-50',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <ButtonLink href={primaryCta.href} className="mt-4 w-full" onClick={() => closeMenu(false)}>
          {primaryCta.label}
        </ButtonLink>
      </div>
    </header>
  );
};

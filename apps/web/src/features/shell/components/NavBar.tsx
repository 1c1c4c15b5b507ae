import { navMessages } from '@plateau/shared/messages/shell.fr';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAuth, useAuthDialogs } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { dashboardLink, mainLinks } from '../nav-links';
import { Logo } from './Logo';

// The member part (search, icons, profile menu) is loaded only for members, the mobile menu when opened.
const MemberNav = lazy(() => import('./MemberNav').then((module) => ({ default: module.MemberNav })));
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

const m = navMessages;
/** Spec 1, section 2: on the home page, visitors see the bar after 100 px of scrolling. */
const revealAfterPx = 100;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-2.5',
    isActive ? 'bg-indigo-50 text-indigo-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function NavBar() {
  const { status, user, isAdmin } = useAuth();
  const dialogs = useAuthDialogs();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(revealAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const member = status === 'authenticated' ? user : null;
  const revealOnScroll = pathname === '/' && !member;
  const hidden = revealOnScroll && !scrolled && !menuOpen;
  const links = member ? [...mainLinks, dashboardLink] : mainLinks;

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const [menuPath, setMenuPath] = useState(pathname);

  // A navigation closes the mobile menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <>
      {menuOpen ? (
        // The page under the open menu is dimmed; a tap on it closes the menu. Outside the header: its
        // transform would make it the containing block of a fixed element.
        <button
          type="button"
          tabIndex={-1}
          aria-label={m.closeMenu}
          data-testid="menu-backdrop"
          className="fixed inset-0 z-30 cursor-default bg-slate-950/50 md:hidden"
          onClick={closeMenu}
        />
      ) : null}
      <header
        className={cn(
          // Solid: nothing of the page (the landing's hero) shows through the links.
          'inset-x-0 top-0 z-40 border-b border-slate-200 bg-white',
          revealOnScroll ? 'fixed transition-transform duration-300' : 'sticky',
          hidden && '-translate-y-full',
        )}
        inert={hidden}
      >
        <nav
          aria-label={m.mainNavigation}
          className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-3"
        >
          <Logo className={member ? 'md:max-lg:[&>span:last-child]:hidden' : undefined} />
          <ul className="ml-2 hidden items-center gap-0.5 md:flex">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* The auth area keeps its width while the session loads and after (no shift when it fills in). */}
          <div className="ml-auto flex min-w-24 items-center justify-end gap-1 sm:min-w-40 sm:gap-2">
            {status === 'loading' ? <Skeleton className="h-9 w-24 sm:w-40" /> : null}
            {member ? (
              <Suspense fallback={<Skeleton className="h-9 w-24 sm:w-40" />}>
                <MemberNav user={member} isAdmin={isAdmin} />
              </Suspense>
            ) : null}
            {status === 'anonymous' ? (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  className="max-[399px]:hidden"
                  onClick={dialogs.openLogin}
                  onPointerEnter={dialogs.preload}
                  onFocus={dialogs.preload}
                >
                  {m.login}
                </Button>
                <Button
                  size="sm"
                  onClick={dialogs.openRegister}
                  onPointerEnter={dialogs.preload}
                  onFocus={dialogs.preload}
                >
                  {m.register}
                </Button>
              </>
            ) : null}
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
              aria-label={menuOpen ? m.closeMenu : m.openMenu}
              aria-expanded={menuOpen}
              aria-controls="menu-mobile"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
            </button>
          </div>
        </nav>
        <Suspense fallback={null}>
          {menuOpen ? (
            <MobileMenu
              id="menu-mobile"
              links={links}
              member={member}
              isAdmin={isAdmin}
              onClose={closeMenu}
            />
          ) : null}
        </Suspense>
      </header>
    </>
  );
}

// The back office's frame: the brand, the navigation (only the sections the member's role may see;
// a disclosure on a phone), the member and sign-out, and the screen.
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { STAFF_ROLE_LABELS } from '@contract/admin/rules.ts';
import { useAdmin } from '../admin-context.tsx';
import { visibleSections } from './sections.ts';

export function Layout() {
  const { me, session } = useAdmin();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Moving to another page closes the menu.
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const sections = visibleSections(me.permissions);
  const name = `${me.staff.first_name} ${me.staff.last_name}`.trim() || me.staff.email;

  return (
    <div className="min-h-dvh lg:flex" data-admin-app>
      <a
        href="#admin-main"
        className="sr-only rounded-full bg-charcoal px-5 py-3 font-semibold text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <header className="bg-teal-dark text-ivory lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:py-5">
          <Link to="/" className="font-serif text-lg font-semibold text-ivory">
            Aangan <span className="font-sans text-sm font-normal text-ivory-muted">Back office</span>
          </Link>
          <button
            type="button"
            className="inline-flex min-h-10 items-center rounded-full border border-ivory-muted px-4 text-sm font-semibold lg:hidden"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen((value) => !value)}
          >
            Menu
          </button>
        </div>
        <nav
          id="admin-nav"
          aria-label="Back office"
          className={`${open ? 'block' : 'hidden'} border-t border-teal px-2 pb-3 lg:block lg:flex-1 lg:overflow-y-auto lg:border-0`}
        >
          <ul className="space-y-0.5">
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  to={section.path}
                  activeOptions={{ exact: section.path === '/' }}
                  className="flex min-h-10 items-center rounded-lg px-3 text-sm text-ivory hover:bg-teal"
                  activeProps={{ className: 'bg-teal font-semibold', 'aria-current': 'page' }}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${open ? 'block' : 'hidden'} border-t border-teal px-4 py-3 text-sm lg:block`}>
          <p className="font-semibold" data-admin-member>
            {name}
          </p>
          <p className="text-ivory-muted">{STAFF_ROLE_LABELS[me.staff.role]}</p>
          <div className="mt-2 flex gap-3">
            <a href="/" className="underline">
              View the shop
            </a>
            <button type="button" className="min-h-6 underline" onClick={() => void session.signOut()}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main
        id="admin-main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8"
      >
        <Outlet />
      </main>
    </div>
  );
}

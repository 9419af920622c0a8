// The header's account corner (spec section 2): 'Sign In' for anonymous visitors; for signed-in
// customers the wishlist icon with its count and the user menu (My Profile, My Projects, Order History,
// Sign Out), which closes on an outside click, Escape or a route change. Mounting it also wires the
// wishlist for the page's product cards. Mount as client:only="react": the auth store reads the stored
// sign-in synchronously, so the first render is already the right state.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fullName } from '../../../contract/account-rules.ts';
import { $auth, login, logout } from '../../stores/auth.ts';
import { $wishlistCount, initWishlist } from '../../stores/wishlist.ts';
import { AccountIcon, type AccountIconName } from './icons.tsx';

export const USER_MENU: { label: string; href: string; icon: AccountIconName }[] = [
  { label: 'My Profile', href: '/profile', icon: 'user' },
  { label: 'My Projects', href: '/projects', icon: 'folder' },
  { label: 'Order History', href: '/orders', icon: 'receipt' },
];

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

function UserMenu(): ReactNode {
  const { user } = useStore($auth);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const navigated = () => setOpen(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    window.addEventListener('popstate', navigated);
    window.addEventListener('pagehide', navigated);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
      window.removeEventListener('popstate', navigated);
      window.removeEventListener('pagehide', navigated);
    };
  }, [open]);

  const name = user ? fullName(user) : '';
  const initial = (user?.first_name?.trim().charAt(0) || '?').toUpperCase();

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-charcoal transition-colors duration-200 hover:bg-cream"
      >
        <span className="inline-flex size-9 items-center justify-center overflow-hidden rounded-full bg-teal-soft text-sm font-semibold text-teal">
          {user?.avatar_url ? (
            <img src={user.avatar_url} alt="" width={36} height={36} className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">{initial}</span>
          )}
        </span>
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{user?.first_name}</span>
        <span className="sr-only">Account menu for {name}</span>
        <AccountIcon
          name="chevron"
          size={16}
          className={`transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-60 overflow-hidden rounded-2xl border border-sand bg-white py-2 shadow-lift"
        >
          <p className="border-b border-sand px-4 pt-1 pb-3 text-sm">
            <span className="block font-semibold text-charcoal">{name}</span>
            {user?.email && <span className="block truncate text-muted">{user.email}</span>}
          </p>
          <ul className="py-1">
            {USER_MENU.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="flex items-center gap-3 px-4 py-2.5 text-[0.9375rem] text-charcoal hover:bg-cream hover:text-terracotta"
                >
                  <AccountIcon name={item.icon} size={18} />
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="border-t border-sand pt-1">
            <button
              type="button"
              onClick={() => void logout()}
              className="flex w-full items-center gap-3 px-4 py-2.5 text-left text-[0.9375rem] text-charcoal hover:bg-cream hover:text-terracotta"
            >
              <AccountIcon name="logout" size={18} />
              Sign Out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export interface HeaderAccountProps {
  /** 'bar': the header row; 'menu': the full-width Sign In of the mobile menu (nothing when signed in). */
  variant?: 'bar' | 'menu';
}

export default function HeaderAccount({ variant = 'bar' }: HeaderAccountProps): ReactNode {
  const auth = useStore($auth);
  const count = useStore($wishlistCount);
  useEffect(() => initWishlist(), []);

  if (variant === 'menu') {
    if (auth.status !== 'anonymous') return null;
    return (
      <button type="button" className="btn btn-outline w-full" onClick={() => void login()}>
        <AccountIcon name="user" size={18} />
        Sign In
      </button>
    );
  }

  // Same width as the button it replaces, so nothing shifts while the state is read.
  if (auth.status === 'loading') return <span className="inline-block h-10 w-24" aria-hidden="true" />;

  if (auth.status === 'anonymous') {
    return (
      <button
        type="button"
        className="btn btn-outline hidden min-h-10 px-4 py-2 text-sm sm:inline-flex"
        onClick={() => void login()}
      >
        <AccountIcon name="user" size={18} />
        Sign In
      </button>
    );
  }

  return (
    <div className="flex items-center gap-1">
      <a
        href="/wishlist"
        className="relative inline-flex size-11 items-center justify-center rounded-full text-charcoal transition-colors duration-200 hover:bg-cream hover:text-terracotta"
      >
        <AccountIcon name="heart" size={22} />
        <span className="sr-only">
          {count === 0 ? 'Wishlist' : `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}
        </span>
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-terracotta px-1.5 py-0.5 text-center text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-ivory"
          >
            {badgeText(count)}
          </span>
        )}
      </a>
      <UserMenu />
    </div>
  );
}

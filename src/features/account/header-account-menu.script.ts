// The header's account corner for signed-in customers (docs/site.md), without a framework: the user
// menu (My Profile, My Projects, Order History, Sign Out), which closes on an outside click, Escape or
// a route change. header-account.script.ts loads it for a signed-in visitor, or when another tab
// signs in; the inline script at the end of Header.astro has already shown the stored state before
// the first paint. It reads the same stored sign-in as oidc.ts (the profile, and the oidc-client-ts
// user for its expiry) and keeps tabs in step. The sign-in code (oidc-client-ts) loads only when it
// is needed.
import type { User } from '@contract/account.ts';
import { readStoredJson } from '../../lib/stored-json.ts';

// The event name of auth-store.ts, repeated: importing it would bring the sign-in code along.
const AUTH_CHANGE_EVENT = 'auth:change';

const header = document.querySelector<HTMLElement>('[data-site-header]');
const q = <T extends HTMLElement>(selector: string) => header?.querySelector<T>(selector) ?? null;

type StoredUser = Pick<User, 'first_name' | 'last_name' | 'email' | 'avatar_url'>;
interface OidcEntry {
  refresh_token?: string;
  expires_at?: number;
}

const keys = header?.dataset ?? {};
const oidcEntry = () => readStoredJson<OidcEntry>(keys.oidcUserKey);

/** The signed-in user as oidc.ts's hasCachedOidcUser and readStoredProfile see it, or null. */
function storedUser(): StoredUser | null {
  const user = readStoredJson<{ user?: StoredUser }>(keys.userKey)?.user;
  const entry = oidcEntry();
  const live =
    !!entry?.refresh_token || (typeof entry?.expires_at === 'number' && entry.expires_at * 1000 > Date.now());
  return user && typeof user.first_name === 'string' && live ? user : null;
}

const button = q<HTMLButtonElement>('[data-user-menu-button]');
const panel = q<HTMLElement>('[data-user-menu-panel]');

function setMenuOpen(open: boolean, returnFocus = false): void {
  if (!button || !panel) return;
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  if (!open && returnFocus) button.focus();
}

function setText(selector: string, text: string): void {
  const element = q(selector);
  if (element && element.textContent !== text) element.textContent = text;
}

function render(): void {
  const user = storedUser();
  const signedIn = !!user;
  header?.querySelectorAll<HTMLElement>('[data-account-anonymous]').forEach((element) => {
    element.hidden = signedIn;
  });
  const account = q('[data-account-user]');
  if (account) account.hidden = !signedIn;
  if (!user) {
    setMenuOpen(false);
    return;
  }
  const first = user.first_name.trim();
  const name = [first, user.last_name?.trim()].filter(Boolean).join(' ');
  setText('[data-user-initial]', (first.charAt(0) || '?').toUpperCase());
  setText('[data-user-first-name]', first);
  setText('[data-user-name]', name);
  setText('[data-user-email]', user.email ?? '');
  setText('[data-user-menu-label]', `Account menu for ${name}`);
  const avatar = q<HTMLImageElement>('[data-user-avatar]');
  if (avatar) {
    if (user.avatar_url && avatar.getAttribute('src') !== user.avatar_url) avatar.src = user.avatar_url;
    avatar.hidden = !user.avatar_url;
    q('[data-user-initial]')?.toggleAttribute('hidden', !!user.avatar_url);
  }
}

// ─── Sign in and out: the sign-in code loads when needed ─────────────────────────────────────────

export const signIn = async (): Promise<void> => (await import('./auth-store.ts')).login();
const signOut = async (): Promise<void> => (await import('./auth-store.ts')).logout();

// ─── Sign in, sign out, the menu ────────────────────────────────────────────────────────────────

let started = false;

/** Wires the corner. Safe to call more than once. */
export function start(): void {
  if (started) return;
  started = true;
  header?.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // 'Sign In' is header-account.script.ts's.
    if (target?.closest('[data-sign-out]')) {
      setMenuOpen(false);
      void signOut();
    } else if (target?.closest('[data-user-menu-button]')) {
      setMenuOpen(button?.getAttribute('aria-expanded') !== 'true');
    } else if (target?.closest('[data-user-menu-panel] a')) {
      setMenuOpen(false);
    }
  });

  document.addEventListener('pointerdown', (event) => {
    if (panel?.hidden === false && !q('[data-user-menu]')?.contains(event.target as Node)) setMenuOpen(false);
  });

  document.addEventListener('keydown', (event) => {
    if (!panel || panel.hidden) return;
    if (event.key === 'Escape') {
      setMenuOpen(false, true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...panel.querySelectorAll<HTMLElement>('a, button')];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    event.preventDefault();
    items[(current + step + items.length) % items.length]?.focus();
  });

  // Focus leaving the menu (Tab past its end) closes it.
  q('[data-user-menu]')?.addEventListener('focusout', (event) => {
    if (!q('[data-user-menu]')?.contains(event.relatedTarget as Node | null)) setMenuOpen(false);
  });

  // A route change closes the menu: leaving the page, history moves, view-transition navigations.
  for (const type of ['pagehide', 'popstate', 'astro:before-preparation']) {
    window.addEventListener(type, () => setMenuOpen(false));
  }

  // Other tabs signing in or out, this tab's profile changes, and pages restored from the back/forward
  // cache.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === keys.userKey || event.key === keys.oidcUserKey) render();
  });
  // This tab's own changes (the profile page's new name or photo) raise no storage event.
  window.addEventListener(AUTH_CHANGE_EVENT, render);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) render();
  });

  render();
}

// Brings the header's account corner (Header.astro) to life: 'Sign In' when anonymous, the user menu
// when signed in (docs/site.md). This is the part every page loads up front, kept tiny: content pages
// may load 10.5 kB of JavaScript in all. The inline script at the end of Header.astro has already
// shown the stored state before the first paint. This starts the signed-in behaviour
// (header-account-menu.script.ts) for a signed-in visitor, when another tab signs in or this one signs
// in from inside the page, and loads
// the sign-in code (oidc-client-ts) only when 'Sign In' is pressed.

const menu = () => import('./header-account-menu.script.ts');

export function initAccountCorner(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const signedIn = () => header?.querySelector<HTMLElement>('[data-account-user]')?.hidden === false;
  const start = () => void menu().then((account) => account.start());

  header?.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-sign-in]'))
      void menu().then((account) => account.signIn());
  });

  // Another tab signing in, or a page back from the back/forward cache: the full script follows (and
  // from then on every change).
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === header?.dataset.userKey) start();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) start();
  });
  // A sign-in in this tab without leaving the page (a popup's, auth-store.ts's 'auth:change').
  window.addEventListener('auth:change', start);

  if (signedIn()) start();
}

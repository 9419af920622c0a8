// Brings NotFound.astro to life: Go Back, and for a /products/{slug} or /categories/{slug} path the
// lookup, whose code (React and the product view) loads only for those paths (mount.tsx).
import { lookupTarget } from './lookup.ts';

export function initNotFound(): void {
  // A visitor who arrived here directly has nothing to go back to, so the home page stands in.
  document.querySelector('[data-go-back]')?.addEventListener('click', () => {
    const cameFromHere = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
    if (cameFromHere && history.length > 1) history.back();
    else location.assign('/');
  });

  const root = document.querySelector<HTMLElement>('[data-lookup-root]');
  const target = lookupTarget(location.pathname);
  const showNotFound = () => document.documentElement.removeAttribute('data-lookup');
  if (root && target) {
    const { siteName = '', chatFallback = '' } = root.dataset;
    import('./mount.tsx')
      .then(({ mountLookup }) => mountLookup(root, target, { siteName, chatFallbackUrl: chatFallback }))
      .catch((error: unknown) => {
        console.error('The lookup could not be loaded', error);
        showNotFound();
      });
  } else {
    showNotFound();
  }
}

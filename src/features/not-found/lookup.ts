// Which paths the 404 page looks up in the API (docs/site.md): a product or category published after
// the last build has no page yet, so /products/{slug} and /categories/{slug} ask the API before
// saying it does not exist. Any other path is a plain 404.

/** The pattern the 404 page also tests before anything is drawn, so 'Page Not Found' never flashes. */
const LOOKUP_PATTERN = /^\/(products|categories)\/([^/]+)\/?$/;

/**
 * The inline script of the 404 page's head: it marks a path that is looked up before the body is
 * drawn, so that 'Page Not Found' never flashes there.
 */
export const MARK_LOOKUP_SCRIPT = `if (${LOOKUP_PATTERN}.test(location.pathname)) document.documentElement.setAttribute('data-lookup', '');`;

export interface LookupTarget {
  kind: 'product' | 'category';
  slug: string;
}

export function lookupTarget(pathname: string): LookupTarget | null {
  const match = LOOKUP_PATTERN.exec(pathname);
  if (!match?.[2]) return null;
  try {
    return { kind: match[1] === 'products' ? 'product' : 'category', slug: decodeURIComponent(match[2]) };
  } catch {
    return null; // malformed escape sequence: no slug could match it
  }
}

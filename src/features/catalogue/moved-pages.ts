// Old addresses of renamed products and categories (decision 074). The site build writes a small page
// at each one that sends the visitor to the new address (MovedPage.astro), and a list of them all,
// /redirects.json, from which the bundled site server answers those addresses with a real 301.
import { RedirectsDataSchema, type SlugRedirect } from '@contract/catalogue.ts';
import { api, type ApiClient } from '../../lib/api.ts';

// A type rather than an interface: Astro's page props must be indexable.
export type MovedPage = {
  /** The old slug, the page's own address segment. */
  from: string;
  /** The path the visitor is sent to: /products/{new} or /categories/{new}. */
  to: string;
};

const SECTION = { product: '/products/', category: '/categories/' } as const;

export const movedPath = (kind: SlugRedirect['kind'], slug: string): string =>
  `${SECTION[kind]}${encodeURIComponent(slug)}`;

/** Every old address, read from the API while the site is built. */
export async function loadRedirects(client: Pick<ApiClient, 'request'> = api): Promise<SlugRedirect[]> {
  const { data } = await client.request('get', '/redirects', { schema: RedirectsDataSchema });
  return data.redirects;
}

/** The pages to write for one kind: an old slug that a live page has again is left to that page. */
export function movedPages(
  redirects: readonly SlugRedirect[],
  kind: SlugRedirect['kind'],
  liveSlugs: ReadonlySet<string> = new Set(),
): MovedPage[] {
  return redirects
    .filter(
      (redirect) => redirect.kind === kind && !liveSlugs.has(redirect.from) && redirect.from !== redirect.to,
    )
    .map((redirect) => ({ from: redirect.from, to: movedPath(kind, redirect.to) }));
}

/** Old path → new path, for a server that can answer with a 301. */
export const redirectMap = (redirects: readonly SlugRedirect[]): Record<string, string> =>
  Object.fromEntries(
    redirects
      .filter((redirect) => redirect.from !== redirect.to)
      .map((redirect) => [movedPath(redirect.kind, redirect.from), movedPath(redirect.kind, redirect.to)]),
  );

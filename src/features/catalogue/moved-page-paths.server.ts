// The static paths of one kind's moved pages (decision 074), read while the site is built: one page at
// each old slug, sending the visitor to the current address.
import type { SlugRedirect } from '@contract/catalogue.ts';
import { requireBuildData } from '../../lib/build-data.ts';
import { loadRedirects, movedPages } from './moved-pages.ts';

export async function movedPagePaths(kind: SlugRedirect['kind']) {
  const redirects = await requireBuildData(`the moved ${kind} pages`, () => loadRedirects());
  return movedPages(redirects, kind).map((page) => ({
    params: { moved: page.from },
    props: page,
    // The page shows nothing but where it sends the visitor.
    cacheKey: page.to,
  }));
}

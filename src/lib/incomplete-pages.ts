// Pages rendered without some deferred data (related products, reviews) while the site is built. The
// Content-Security-Policy integration keeps them out of the incremental build cache (decision 100),
// so that the next build renders them again instead of restoring an incomplete page. Shared through
// the process, since the pages and the integrations are loaded as separate bundles of one build.
const INCOMPLETE_PAGES = Symbol.for('aangan.incompletePages');

function incompleteSet(): Set<string> {
  const holder = globalThis as { [INCOMPLETE_PAGES]?: Set<string> };
  return (holder[INCOMPLETE_PAGES] ??= new Set());
}

/** Marks a page by its path, e.g. `/products/teak-chair`. */
export function markPageIncomplete(path: string): void {
  incompleteSet().add(path);
}

export function incompletePages(): ReadonlySet<string> {
  return incompleteSet();
}

// The card script's one call into compare (product-card.script.ts): it runs in the page shell's file,
// which every page loads, and most pages have no toggle, so the toggles' code (compare-toggles.ts)
// loads on demand.
export function installCompareToggles(): void {
  import('./compare-toggles.ts')
    .then(({ installCompareToggles: install }) => install())
    .catch((error: unknown) => console.error('The compare toggles could not load', error));
}

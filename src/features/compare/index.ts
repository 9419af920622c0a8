// Compare: up to four products side by side (docs/compare-and-recently-viewed.md, decision 205). The
// toggles sit on product cards and the product page, the list lives on the device, and /compare
// renders the CompareView island from its own file. This file only re-exports: a function of its own
// here would bring CompareToggle.tsx's React runtime into the page shell's file.
export { CompareToggle } from './CompareToggle.tsx';
export { installCompareToggles } from './install-compare-toggles.ts';

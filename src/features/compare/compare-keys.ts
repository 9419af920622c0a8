// The names the compare toggles and the list are found by, with no code behind them: the small part
// every card page loads (compare-toggles.ts) reads them without the rest of the feature.

/** localStorage: the device's compare list, a JSON array of product ids. */
export const COMPARE_STORAGE_KEY = 'compare_items';

/** The toggle's attribute, whose value is the product's id (CompareToggle.tsx). */
export const COMPARE_TOGGLE = 'data-compare-toggle';

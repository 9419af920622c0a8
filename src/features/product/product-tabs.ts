// The product's tabs (Description, Specifications, Reviews): their ids, shared by the markup
// (ProductTabs.tsx) and its script (product-tabs.script.ts), and the keys that move between them.

export const TABS = ['description', 'specifications', 'reviews'] as const;
export type Tab = (typeof TABS)[number];

export const tabId = (tab: Tab) => `tab-${tab}`;
export const panelId = (tab: Tab) => `panel-${tab}`;

/** The tab a key press moves to from `current`, or undefined for keys the tabs leave alone. */
export function tabAfterKey(current: number, count: number, key: string): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

// Description, Specifications and Reviews as WAI-ARIA tabs (automatic activation): one tab stop, the
// arrow keys, Home and End move between tabs and show each at once. A link to `#tab-<name>` (the
// rating near the price links to the reviews) opens that tab.

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

export function initTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, position) => {
      const selected = position === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panels[position];
      if (panel) panel.hidden = !selected;
    });
    if (focus) tabs[index]?.focus();
  };

  tabs.forEach((tab, index) => tab.addEventListener('click', () => select(index, false)));
  root.querySelector('[role="tablist"]')?.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const next = tabAfterKey(
      Math.max(0, tabs.indexOf(document.activeElement as HTMLElement)),
      tabs.length,
      key,
    );
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  });

  const follow = () => {
    const index = tabs.findIndex((tab) => `#${tab.id}` === location.hash);
    if (index >= 0) select(index, false);
  };
  follow();
  window.addEventListener('hashchange', follow);
}

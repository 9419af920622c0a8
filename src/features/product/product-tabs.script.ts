// Brings ProductTabs.tsx to life as WAI-ARIA tabs (automatic activation): one tab stop, the arrow
// keys, Home and End move between tabs and show each at once. A link to `#tab-<name>` (the rating
// near the price links to the reviews) opens that tab.
import { tabAfterKey } from './product-tabs.ts';

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

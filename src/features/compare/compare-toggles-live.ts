// Brings the "Add to compare" toggles (CompareToggle.tsx) and the compare tray to life
// (docs/compare-and-recently-viewed.md), loaded by compare-toggles.ts when first needed. One delegated
// listener takes every toggle's press, those pre-rendered and those an island draws later; each
// toggle's pressed state and label, and the tray's "Compare (n)" link, follow the compare list in this
// tab and in others.
import { COMPARE_TOGGLE as TOGGLE } from './compare-keys.ts';
import { COMPARE_MESSAGES } from './compare-list.ts';
import { $compareIds, toggleCompare } from './compare-store.ts';

/** Only what differs is written: an unchanged toggle costs the page no style work (nor a mutation). */
function syncToggles(ids: readonly string[]): void {
  for (const toggle of document.querySelectorAll<HTMLButtonElement>(`[${TOGGLE}]`)) {
    const pressed = ids.includes(toggle.getAttribute(TOGGLE)?.toLowerCase() ?? '');
    if (toggle.getAttribute('aria-pressed') !== String(pressed))
      toggle.setAttribute('aria-pressed', String(pressed));
  }
}

/** The fixed "Compare (n)" link, shown while the list holds a product; not on the compare page itself. */
function syncTray(ids: readonly string[]): void {
  if (location.pathname.replace(/\/$/, '') === '/compare') return;
  let tray = document.querySelector<HTMLAnchorElement>('[data-compare-tray]');
  if (!tray) {
    if (ids.length === 0) return;
    tray = document.createElement('a');
    tray.href = '/compare';
    tray.setAttribute('data-compare-tray', '');
    tray.className =
      'btn btn-primary fixed bottom-4 left-4 z-40 min-h-11 px-5 shadow-lift sm:bottom-6 sm:left-6';
    document.body.append(tray);
  }
  tray.hidden = ids.length === 0;
  const text = COMPARE_MESSAGES.tray(ids.length);
  if (tray.textContent !== text) tray.textContent = text;
}

/** A toggle pressed: its product goes in or out of the list. */
export function pressToggle(toggle: HTMLButtonElement): void {
  const id = toggle.getAttribute(TOGGLE);
  if (id && !toggle.disabled) toggleCompare(id);
}

let started = false;

/** Takes every toggle's press from now on, and keeps the toggles and the tray in step with the list. */
export function startCompareToggles(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLButtonElement>(`[${TOGGLE}]`);
    if (!toggle) return;
    event.preventDefault();
    pressToggle(toggle);
  });
  const sync = () => {
    const ids = $compareIds.get();
    syncToggles(ids);
    syncTray(ids);
  };
  $compareIds.subscribe(sync);
  // Cards an island draws later start unpressed: they are brought in line on the next frame.
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      syncToggles($compareIds.get());
    });
  }).observe(document.body, { childList: true, subtree: true });
}

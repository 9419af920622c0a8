// The part of the compare toggles every page with cards loads: nearly nothing. The toggles' code
// (compare-toggles-live.ts: the store, the labels, the tray) loads when a toggle is first pressed, or at
// once when the device already keeps a compare list, whose toggles and tray must show it. A visitor who
// never compares never downloads it.
import { COMPARE_STORAGE_KEY, COMPARE_TOGGLE } from './compare-keys.ts';

let live: Promise<typeof import('./compare-toggles-live.ts')> | undefined;
/** Set once the toggles' own listener takes the presses. */
let started = false;
let installed = false;

const start = () =>
  (live ??= import('./compare-toggles-live.ts').then((module) => {
    module.startCompareToggles();
    started = true;
    return module;
  })).catch((error: unknown) => {
    live = undefined; // a later press tries again
    throw error;
  });

function keepsList(): boolean {
  try {
    return localStorage.getItem(COMPARE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Wires every compare toggle on the page, now and later. Safe to call more than once. */
export function installCompareToggles(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  // Until the toggles' code has started, a press is taken here and handed to it; after, its own
  // listener takes them.
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLButtonElement>(`[${COMPARE_TOGGLE}]`);
    if (!toggle || started) return;
    event.preventDefault();
    start().then(
      (module) => module.pressToggle(toggle),
      (error: unknown) => console.error('The compare toggles could not load', error),
    );
  });
  if (keepsList())
    start().catch((error: unknown) => console.error('The compare toggles could not load', error));
}

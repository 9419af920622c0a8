// When a page's scripts start (decision 136). What a page needs for its first paint is its HTML and its
// stylesheet; its scripts only bring the drawn page to life (the header's menu, the cards' hearts, the
// product's purchase panel). So they start once the page has loaded and painted: a page script hands
// `afterLoad` a function that imports its behaviour, and the import is made two frames after the load
// event. By then the page's largest image is on screen, and a phone has not spent its connection on
// script files while that image was still coming.
//
// Nothing the visitor does in the meantime is lost. A press of a button, and a form's submission, is
// held back, makes the scripts start at once, and is made again once they have (a form without its
// script would otherwise be sent in the address). Islands that React hydrates look after their own
// controls (hydrate-on-intent.ts); what they show from the page in a slot is the page's.
//
// The build keeps this module in the page shell's own script file (BaseLayout.astro, astro.config.mjs),
// which every storefront page loads first and which imports nothing, so calling it costs no fetch.
// Modules loaded this way are named `*.after-load.ts`; the size budget counts them in a page's weight.

/**
 * A module loaded after load: its `start` brings the page's part to life, and returns a promise when
 * it finishes in a later task (a press held back is made again only once every start has finished).
 */
export interface AfterLoadModule {
  start(): void | Promise<void>;
}
type Load = () => Promise<AfterLoadModule>;

const pending: Load[] = [];
const held: HTMLElement[] = [];
/** 0: waiting for the load; 1: starting the scripts; 2: started. */
let phase = 0;

/**
 * Resolves in a later task. Awaited between two pieces of a page's start-up, it gives a phone's main
 * thread a break: a frame can be drawn and a press taken in (and held, see `hold`) in between, and no
 * one task grows long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Loads one module and starts it in a task of its own, after the one that ran the module's code: a
 * phone's main thread gets a break between the two, and between one module's start and another's.
 */
async function runOne(load: Load): Promise<void> {
  try {
    const module = await load();
    await nextTask();
    await module.start();
  } catch (error) {
    console.error('A page script could not start', error);
  }
}

/** Holds back a press of a page's button, or a form's submission, until the scripts have started. */
function hold(event: Event): void {
  const target = event.target as Element;
  const control = event.type === 'submit' ? target : target.closest?.('button');
  if (
    !(control instanceof HTMLElement) ||
    (control.closest('astro-island') && !control.closest('astro-slot'))
  )
    return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(control);
  void run();
}

async function run(): Promise<void> {
  if (phase > 0) return;
  phase = 1;
  while (pending.length > 0) {
    // Each module's import in a task of its own too: asking for a module and the files it imports
    // (the bundler adds a preload link for each) is work for the main thread as well.
    const starting: Promise<void>[] = [];
    for (const load of pending.splice(0)) {
      starting.push(runOne(load));
      await nextTask();
    }
    await Promise.all(starting);
  }
  phase = 2;
  // For whatever waits on the page's behaviour (the browser journeys among others).
  document.documentElement.setAttribute('data-scripts-started', '');
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  for (const control of held.splice(0)) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else control.click();
  }
}

/** Two frames after the load event: the frame that paints what loaded last has been drawn. */
const afterPaint = () =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void run())));

/** However long an image of the page takes to arrive (or not), its scripts start by then. */
const LOAD_WAIT_LIMIT_MS = 5000;

/**
 * Loads a page's behaviour with `load` (an `import()` of a `*.after-load.ts` module) once the page has
 * loaded and painted, or at once when the visitor presses something first, and starts it; once the
 * scripts have started, at once.
 */
export function afterLoad(load: Load): void {
  if (phase === 2) {
    void runOne(load);
    return;
  }
  pending.push(load);
  // The first call listens; the others join it (a run under way takes what is pending until nothing is).
  if (phase === 1 || pending.length > 1) return;
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  if (document.readyState === 'complete') afterPaint();
  else {
    addEventListener('load', afterPaint, { once: true });
    setTimeout(() => void run(), LOAD_WAIT_LIMIT_MS);
  }
}

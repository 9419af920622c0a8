// `client:intent`: an island whose pre-rendered HTML already reads and works hydrates when the
// visitor shows they are about to use it, not when the page loads (decision 101). React's runtime is
// about 70 kB of gzipped JavaScript; a visitor who reads a listing or a form page and moves on never
// downloads it.
//
// Intent is a pointer moving over the island's own controls, a touch or press on them, focus moving
// into them, or typing, changing or submitting there. The pre-rendered content an island shows as
// its children (Astro's <astro-slot>, such as the listing's product cards with their own small
// script) does not count. `client:intent="url"` also hydrates at once when the address carries a
// query string: a shared link to a filtered listing shows what the static page cannot.
//
// Nothing the visitor does before React takes over is lost. A field they changed is handed to React
// as a change once hydration is done; a press of a button and a form's submission are held back
// (a form without JavaScript would send the fields in the address) and replayed then.
//
// Astro bundles this file into a small inline script of every page that has such an island
// (astro.config.mjs registers it); it imports nothing.
import type { ClientDirective } from 'astro';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Events that show intent. */
const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
] as const;

/** How long to wait for React to take over the fields after hydration starts. */
const TAKEOVER_LIMIT_MS = 10_000;
/** How often, and how far apart, a replayed change React wrote over is made again. */
const REPLAY_RETRIES = 10;
const REPLAY_RETRY_MS = 50;

/** Whether `node` belongs to the island itself rather than to pre-rendered children in a slot. */
const ownNode = (island: HTMLElement, node: EventTarget | null): node is Element =>
  node instanceof Element && island.contains(node) && !node.closest('astro-slot');

const ownFields = (island: HTMLElement): Field[] =>
  [...island.querySelectorAll<Field>('input, select, textarea')].filter((field) => ownNode(island, field));

/** A field as the visitor left it: what its last input or change event found in it. */
interface Edit {
  field: Field;
  value: string;
  checked: boolean;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether React has taken the element over (it keeps its props on the element once hydrated). */
const takenOver = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps'));

async function untilTakenOver(elements: Element[]): Promise<void> {
  const deadline = Date.now() + TAKEOVER_LIMIT_MS;
  while (elements.some((element) => element.isConnected && !takenOver(element))) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

/**
 * Tells React about a change it did not see: React compares a field's value with the last one it knows
 * of, so the field is first set (through React's own setter) to something else, then given back the
 * visitor's value behind React's back, and the change event follows.
 */
function replayEdit({ field, value, checked }: Edit): void {
  if (field instanceof HTMLSelectElement) {
    // React may have written its own choice back since.
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isCheckable(field)) {
    // A radio's change event is the one that checked it; the click puts the visitor's choice back
    // and is what React listens to for these.
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    field.click();
    return;
  }
  // React may have written its own (empty) value back since.
  const other = value === '' ? field.defaultValue : '';
  if (other === value) return;
  field.value = other;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Whether a field still holds what the visitor left in it. */
const holds = ({ field, value, checked }: Edit): boolean =>
  isCheckable(field)
    ? field.type === 'radio'
      ? !checked || field.checked
      : field.checked === checked
    : field.value === value;

const hydrateOnIntent: ClientDirective = (load, options, island) => {
  const held: (HTMLButtonElement | HTMLFormElement)[] = [];
  // Every field the visitor changed before React took over, as they left it. Only their own events
  // count: once hydrated, React writes its own values (the state a link's query gives) into fields.
  const edits = new Map<Field, Edit>();
  let started = false;

  const record = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !ownNode(island, field)) return;
    // Last changed, last replayed: of a radio group, the one chosen last wins.
    edits.delete(field);
    edits.set(field, { field, value: field.value, checked: isCheckable(field) && field.checked });
  };
  // Until React is there, a press of one of the island's buttons and a submission wait for it.
  const hold = (event: Event) => {
    if (event.type === 'submit' && event.target instanceof HTMLFormElement && ownNode(island, event.target)) {
      event.preventDefault();
      event.stopPropagation();
      held.push(event.target);
      void start();
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (event.type === 'click' && button && ownNode(island, button)) {
      event.preventDefault();
      event.stopPropagation();
      held.push(button);
      void start();
    }
  };
  const intent = (event: Event) => {
    if (ownNode(island, event.target)) void start();
  };

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) island.removeEventListener(type, intent, true);
    const hydrate = await load();
    await hydrate();
    await untilTakenOver([...ownFields(island), ...held]);
    island.removeEventListener('input', record, true);
    island.removeEventListener('change', record, true);
    island.removeEventListener('click', hold, true);
    island.removeEventListener('submit', hold, true);
    // Each replayed change makes React render again: every value was read before.
    const replayed = [...edits.values()].filter((edit) => edit.field.isConnected);
    edits.clear();
    for (const edit of replayed) replayEdit(edit);
    // Let React apply those changes before a button or submission reads them. React may still have
    // been finishing the hydration and then wrote its own value back over a replayed one (1 run in 20
    // of the journey on a busy machine): such a field gets its change again, a few times at most.
    const lost = () => replayed.filter((edit) => edit.field.isConnected && !holds(edit));
    for (let attempt = 0; attempt <= REPLAY_RETRIES; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, attempt === 0 ? 0 : REPLAY_RETRY_MS));
      const again = lost();
      if (again.length === 0 || attempt === REPLAY_RETRIES) break;
      for (const edit of again) replayEdit(edit);
    }
    for (const target of held.splice(0)) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  }

  island.addEventListener('input', record, true);
  island.addEventListener('change', record, true);
  island.addEventListener('click', hold, true);
  island.addEventListener('submit', hold, true);
  for (const type of INTENT_EVENTS) island.addEventListener(type, intent, { capture: true, passive: true });
  if (options.value === 'url' && window.location.search.length > 1) void start();
};

export default hydrateOnIntent;

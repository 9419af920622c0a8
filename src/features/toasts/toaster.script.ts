// Brings Toaster.astro to life: draws the toast store into its top-right stack. Plain DOM, so that
// pages without islands carry no framework for it. Errors are announced assertively, the rest
// politely; hovering or focusing a toast holds it on screen.
import { NEXT_PAGE_NOTE_KEY } from '../../lib/storage-keys.ts';
import { $toasts, dismissToast, pauseToast, resumeToast, toast, type Toast } from './toast-store.ts';

const ICONS: Record<Toast['type'], string> = {
  success: '<circle cx="12" cy="12" r="10"/><path d="m8 12.5 2.7 2.7L16.5 9.5"/>',
  error: '<circle cx="12" cy="12" r="10"/><path d="M12 7.5v5.5M12 16.5h.01"/>',
  loading: '',
  blank: '',
  custom: '',
};

const TONE: Record<Toast['type'], string> = {
  success: 'text-teal',
  error: 'text-terracotta',
  loading: 'text-muted',
  blank: 'text-muted',
  custom: 'text-muted',
};

function icon(type: Toast['type']): HTMLElement | null {
  if (type === 'loading') {
    const spinner = document.createElement('span');
    spinner.className =
      'mt-0.5 size-5 shrink-0 animate-spin rounded-full border-2 border-ivory-muted border-t-muted';
    spinner.setAttribute('aria-hidden', 'true');
    return spinner;
  }
  if (!ICONS[type]) return null;
  const wrapper = document.createElement('span');
  wrapper.className = `mt-0.5 shrink-0 ${TONE[type]}`;
  wrapper.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${ICONS[type]}</svg>`;
  return wrapper;
}

function render(toast: Toast): HTMLLIElement {
  const item = document.createElement('li');
  item.dataset.toastId = toast.id;
  item.dataset.toastType = toast.type;
  item.className =
    'toast-enter pointer-events-auto flex w-full items-start gap-3 rounded-2xl bg-white px-4 py-3 text-[0.9375rem] leading-snug text-charcoal shadow-lift ring-1 ring-sand/70';

  const glyph = icon(toast.type);
  if (glyph) item.append(glyph);

  const message = document.createElement('p');
  message.className = 'flex-1 py-0.5';
  message.textContent = toast.message;
  item.append(message);

  const close = document.createElement('button');
  close.type = 'button';
  close.className =
    '-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:bg-cream hover:text-charcoal';
  close.setAttribute('aria-label', 'Dismiss notification');
  close.innerHTML =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  close.addEventListener('click', () => dismissToast(toast.id));
  item.append(close);

  const hold = () => pauseToast(toast.id);
  const release = () => resumeToast(toast.id);
  item.addEventListener('pointerenter', hold);
  item.addEventListener('pointerleave', release);
  item.addEventListener('focusin', hold);
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) release();
  });
  return item;
}

/**
 * Screen readers announce changes to live regions that were already on the page, not regions that
 * arrive with their text, so the announcements go through two fixed regions (Toaster.astro).
 */
function announce(region: HTMLElement | null, text: string): void {
  if (!region) return;
  region.textContent = '';
  // A fresh text node after clearing makes a repeat of the same message count as a change.
  setTimeout(() => {
    region.textContent = text;
  }, 50);
}

function mount(list: HTMLOListElement, polite: HTMLElement | null, assertive: HTMLElement | null): void {
  const shown = new Map<string, { toast: Toast; element: HTMLLIElement }>();
  $toasts.subscribe((toasts) => {
    const wanted = new Set(toasts.map((toast) => toast.id));
    for (const [id, { element }] of shown) {
      if (!wanted.has(id)) {
        element.remove();
        shown.delete(id);
      }
    }
    // Newest on top, as the stack grows down from the corner. Nodes already in place are not moved,
    // so a focused dismiss button keeps its focus.
    const ordered = [...toasts].reverse();
    ordered.forEach((toast, index) => {
      const current = shown.get(toast.id);
      let element: HTMLLIElement;
      if (current && current.toast === toast) {
        element = current.element;
      } else {
        element = render(toast);
        current?.element.replaceWith(element);
        shown.set(toast.id, { toast, element });
        announce(toast.type === 'error' ? assertive : polite, toast.message);
      }
      const at = list.children[index];
      if (at !== element) list.insertBefore(element, at ?? null);
    });
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && list.contains(document.activeElement)) dismissToast();
  });
}

/**
 * Shows (once, as a plain toast) the note a previous page left (next-page-note.ts); a note the page at
 * `here` left itself, on its way out, stays for the page that comes next.
 */
export function showNoteFromLastPage(storage?: Pick<Storage, 'getItem' | 'removeItem'>, here?: string): void {
  try {
    const notes = storage ?? sessionStorage;
    const note = JSON.parse(notes.getItem(NEXT_PAGE_NOTE_KEY) ?? 'null') as {
      message?: unknown;
      from?: unknown;
    } | null;
    if (!note || note.from === (here ?? location.pathname)) return;
    notes.removeItem(NEXT_PAGE_NOTE_KEY);
    if (typeof note.message === 'string' && note.message) toast(note.message);
  } catch {
    // No storage (or no browser), or a note that is not one: no note.
  }
}

/** Draws the toasts into the stack Toaster.astro rendered, from now on. */
export function initToaster(): void {
  const list = document.querySelector<HTMLOListElement>('[data-toaster]');
  if (list) {
    mount(
      list,
      document.querySelector<HTMLElement>('[data-toast-announce="polite"]'),
      document.querySelector<HTMLElement>('[data-toast-announce="assertive"]'),
    );
    showNoteFromLastPage();
  }
}

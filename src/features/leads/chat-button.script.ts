// Brings ChatButton.astro, the floating chat button on every page, to life (docs/leads.md). Plain DOM:
// it appears after 2 s, shows its tooltip from 1 s to 4 s after that, and on click asks the API for a
// chat link (once per customer name), opening it in a new tab with no opener or referrer. If the API
// fails, it logs and opens the fixed fallback link instead. The API client is loaded only on the
// first click.
import type { ChatLinkRequest } from '@contract/leads.ts';
import { USER_DATA_KEY } from '../../lib/storage-keys.ts';

export const CHAT_APPEAR_MS = 2000;
export const CHAT_TOOLTIP_DELAY_MS = 1000;
export const CHAT_TOOLTIP_MS = 3000;
export const CHAT_FAILURE_LOG = 'Failed to generate WhatsApp URL';

/**
 * The signed-in customer's full name from the stored profile (`user_data` holds GET /auth/me's
 * `{ user, permissions }`: the user's first_name plus last_name, trimmed), or null for anonymous
 * visitors and anything unreadable.
 */
export function customerNameFrom(stored: string | null): string | null {
  if (!stored) return null;
  try {
    const user = (
      JSON.parse(stored) as { user?: { first_name?: unknown; last_name?: unknown } | null } | null
    )?.user;
    const first = typeof user?.first_name === 'string' ? user.first_name : '';
    const last = typeof user?.last_name === 'string' ? user.last_name : '';
    const name = `${first} ${last}`.replace(/\s+/g, ' ').trim();
    return name || null;
  } catch {
    return null;
  }
}

/** What the button asks for: a general chat, with the customer's name when signed in. */
const chatRequestFor = (customerName: string | null): ChatLinkRequest => ({
  type: 'general',
  customerName,
});

/** A chat link from the API (POST /simple-whatsapp/chat-url); the API client loads on the first call. */
export async function fetchChatUrl(request: ChatLinkRequest): Promise<string> {
  const { leadsApi } = await import('./leads-api.ts');
  return leadsApi.getChatUrl(request);
}

export interface ChatButtonDeps {
  fetchUrl(request: ChatLinkRequest): Promise<string>;
  open(url: string): void;
  readUserData(): string | null;
  log(message: string, error: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
}

const defaultDeps: ChatButtonDeps = {
  fetchUrl: fetchChatUrl,
  open(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  readUserData() {
    try {
      return localStorage.getItem(USER_DATA_KEY);
    } catch {
      return null;
    }
  },
  log(message, error) {
    console.error(message, error);
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
};

/**
 * Wires the button rendered by ChatButton.astro: `root` holds `[data-chat-button]` (with
 * `data-fallback-url`) and `[data-chat-tooltip]`.
 */
export function initChatButton(root: HTMLElement, overrides: Partial<ChatButtonDeps> = {}): void {
  const deps = { ...defaultDeps, ...overrides };
  const button = root.querySelector<HTMLButtonElement>('[data-chat-button]');
  const tooltip = root.querySelector<HTMLElement>('[data-chat-tooltip]');
  if (!button) return;
  const fallbackUrl = button.dataset.fallbackUrl ?? '';
  // One link per name: signing in or out in another tab changes what the message says.
  let fetched: { name: string | null; url: string } | undefined;
  let busy = false;

  deps.setTimeout(() => {
    root.hidden = false;
    deps.setTimeout(() => {
      if (tooltip) tooltip.hidden = false;
      deps.setTimeout(() => {
        if (tooltip) tooltip.hidden = true;
      }, CHAT_TOOLTIP_MS);
    }, CHAT_TOOLTIP_DELAY_MS);
  }, CHAT_APPEAR_MS);

  const setBusy = (value: boolean) => {
    busy = value;
    button.disabled = value;
    button.toggleAttribute('data-loading', value);
    button.setAttribute('aria-busy', String(value));
  };

  const onClick = async () => {
    if (busy) return;
    if (tooltip) tooltip.hidden = true;
    const name = customerNameFrom(deps.readUserData());
    if (fetched && fetched.name === name) {
      deps.open(fetched.url);
      return;
    }
    setBusy(true);
    try {
      const url = await deps.fetchUrl(chatRequestFor(name));
      fetched = { name, url };
      deps.open(url);
    } catch (error) {
      deps.log(CHAT_FAILURE_LOG, error);
      if (fallbackUrl) deps.open(fallbackUrl);
    } finally {
      setBusy(false);
    }
  };
  button.addEventListener('click', () => void onClick());
  // Its two seconds count from here (the page shell starts it once the page has loaded, decision 136);
  // tests and styles can tell.
  root.setAttribute('data-ready', '');
}

// The chat button's lifecycle against a stand-in for the few DOM features it uses, with a manual clock.
import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_APPEAR_MS,
  CHAT_FAILURE_LOG,
  CHAT_TOOLTIP_DELAY_MS,
  CHAT_TOOLTIP_MS,
  customerNameFrom,
  initChatButton,
  type ChatButtonDeps,
} from './chat-button.script.ts';

class FakeElement {
  hidden = false;
  disabled = false;
  dataset: Record<string, string> = {};
  attributes = new Map<string, string>();
  listeners = new Map<string, (() => void)[]>();
  children: Record<string, FakeElement> = {};
  querySelector(selector: string) {
    return this.children[selector] ?? null;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  toggleAttribute(name: string, force: boolean) {
    if (force) this.attributes.set(name, '');
    else this.attributes.delete(name);
  }
  click() {
    for (const listener of this.listeners.get('click') ?? []) listener();
  }
}

function setup(overrides: Partial<ChatButtonDeps> = {}) {
  const root = new FakeElement();
  root.hidden = true;
  const button = new FakeElement();
  button.dataset.fallbackUrl = 'https://wa.me/919876543210?text=fallback';
  const tooltip = new FakeElement();
  tooltip.hidden = true;
  root.children = { '[data-chat-button]': button, '[data-chat-tooltip]': tooltip };

  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const advance = (ms: number) => {
    now += ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
  };
  const opened: string[] = [];
  const deps: ChatButtonDeps = {
    fetchUrl: vi.fn(async () => 'https://wa.me/919876543210?text=general'),
    open: (url) => opened.push(url),
    readUserData: () => null,
    log: vi.fn(),
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
    ...overrides,
  };
  initChatButton(root as unknown as HTMLElement, deps);
  return { root, button, tooltip, advance, opened, deps };
}

/** The profile as the account stores it under user_data: GET /auth/me's { user, permissions }. */
const stored = (user: Record<string, unknown>) =>
  JSON.stringify({ user: { id: 'u1', email: 'someone@example.in', ...user }, permissions: ['read:profile'] });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chat button lifecycle', () => {
  it('appears after 2 s and shows its tooltip from 1 s to 4 s after that', () => {
    const { root, tooltip, advance } = setup();
    advance(CHAT_APPEAR_MS - 1);
    expect(root.hidden).toBe(true);
    advance(1);
    expect(root.hidden).toBe(false);
    expect(tooltip.hidden).toBe(true);
    advance(CHAT_TOOLTIP_DELAY_MS);
    expect(tooltip.hidden).toBe(false);
    advance(CHAT_TOOLTIP_MS - 1);
    expect(tooltip.hidden).toBe(false);
    advance(1);
    expect(tooltip.hidden).toBe(true);
  });

  it('is disabled with its spinner while the link is made, then opens it; later clicks reuse it', async () => {
    let release!: (url: string) => void;
    const fetchUrl = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const { button, opened } = setup({ fetchUrl });
    button.click();
    expect(button.disabled).toBe(true);
    expect(button.attributes.has('data-loading')).toBe(true);
    button.click();
    expect(fetchUrl).toHaveBeenCalledTimes(1);
    release('https://wa.me/919876543210?text=general');
    await settle();
    expect(button.disabled).toBe(false);
    expect(button.attributes.has('data-loading')).toBe(false);
    expect(opened).toEqual(['https://wa.me/919876543210?text=general']);
    button.click();
    await settle();
    expect(fetchUrl).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLength(2);
  });

  it('sends the signed-in name, or null', async () => {
    const fetchUrl = vi.fn(async () => 'https://wa.me/x');
    const { button } = setup({
      fetchUrl,
      readUserData: () => stored({ first_name: 'Meera', last_name: ' Iyer ' }),
    });
    button.click();
    await settle();
    expect(fetchUrl).toHaveBeenCalledWith({ type: 'general', customerName: 'Meera Iyer' });
  });

  it('logs the failure and opens the fixed fallback link', async () => {
    const error = new Error('network');
    const { button, opened, deps } = setup({ fetchUrl: vi.fn(async () => Promise.reject(error)) });
    button.click();
    await settle();
    expect(deps.log).toHaveBeenCalledWith(CHAT_FAILURE_LOG, error);
    expect(CHAT_FAILURE_LOG).toBe('Failed to generate WhatsApp URL');
    expect(opened).toEqual(['https://wa.me/919876543210?text=fallback']);
    expect(button.disabled).toBe(false);
  });
});

describe('customerNameFrom', () => {
  it('reads the full name of the profile stored as { user, permissions }, or null', () => {
    expect(customerNameFrom(stored({ first_name: 'Arjun', last_name: 'Malhotra' }))).toBe('Arjun Malhotra');
    expect(customerNameFrom(stored({ first_name: ' Arjun ', last_name: '' }))).toBe('Arjun');
    expect(customerNameFrom(stored({ first_name: 'Arjun' }))).toBe('Arjun');
    expect(customerNameFrom(stored({ first_name: ' ', last_name: null }))).toBeNull();
    expect(customerNameFrom(JSON.stringify({ user: null, permissions: [] }))).toBeNull();
    expect(customerNameFrom('not json')).toBeNull();
    expect(customerNameFrom('null')).toBeNull();
    expect(customerNameFrom(null)).toBeNull();
  });

  it('does not read names at the top level, where the profile is not kept', () => {
    expect(customerNameFrom(JSON.stringify({ first_name: 'Arjun', last_name: 'Malhotra' }))).toBeNull();
  });
});

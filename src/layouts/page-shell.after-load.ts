// The page shell's behaviour: the header, the toasts, the chat button and the product cards. BaseLayout's
// script loads it once the page has loaded and painted (decision 136).
import { installPageCardActions } from '../features/catalogue/index.ts';
import { initChatButton } from '../features/leads/index.ts';
import { initToaster } from '../features/toasts/index.ts';
import { nextTask } from '../lib/page-scripts.ts';
import { initHeader } from './header.script.ts';

export async function start(): Promise<void> {
  initHeader();
  initToaster();
  const chat = document.querySelector<HTMLElement>('[data-chat]');
  if (chat) initChatButton(chat);
  // In a task of its own: a phone's main thread gets a break between the shell's work and the cards'.
  await nextTask();
  installPageCardActions();
}

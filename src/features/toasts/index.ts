// Toasts: the messages that come and go in the top-right corner, for every feature to raise.
// Layouts render Toaster.astro (the stack and its script) from its own file.
export { toast, toastOnNextPage } from './toast-store.ts';

// Toasts: the messages that come and go in the top-right corner, for every feature to raise.
// Layouts render Toaster.astro (the stack and its script) from its own file.
export { toastOnNextPage } from './next-page-note.ts';
export { toast } from './toast-store.ts';

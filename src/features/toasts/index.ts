// Toasts: the messages that come and go in the top-right corner, for every feature to raise.
// Layouts render Toaster.astro (the stack) from its own file and start it with `initToaster`.
export { toastOnNextPage } from './next-page-note.ts';
export { toast } from './toast-store.ts';
export { initToaster } from './toaster.script.ts';

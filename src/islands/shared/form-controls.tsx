// The look every form in the site shares: the text control's classes and the icon beside a field's
// error. Used by the consultation and contact forms and the review form.
import type { ReactNode } from 'react';

export const controlClass =
  'block w-full rounded-xl border border-sand bg-white px-4 py-3 text-base text-charcoal shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)] ' +
  'transition-colors duration-150 placeholder:text-muted hover:border-brass focus-visible:border-teal ' +
  'aria-[invalid=true]:border-terracotta disabled:cursor-not-allowed disabled:bg-cream';

/** The exclamation mark in a circle that opens a field's error message. */
export function ErrorIcon(): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className="shrink-0"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
    </svg>
  );
}

// The look every form in the site shares: the text control's classes and the icon beside a field's
// error. Used by the consultation and contact forms and the review form.
import type { ReactNode } from 'react';
import { controlClass } from './control-class.ts';

export { controlClass };

/** A native select in the same look, with the chevron drawn in its background. */
export const selectClass = `${controlClass} appearance-none bg-[url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%235c544c' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")] bg-[length:20px] bg-[right_0.875rem_center] bg-no-repeat pr-10`;

/**
 * The props that tie a control to one field of a form's state: its name, its value and the change
 * handler. `<input {...bind('email')} />`
 */
export function fieldBinder<F extends string>(
  form: Record<F, string>,
  update: (field: F, value: string) => void,
): (field: F) => { name: F; value: string; onChange: (event: { target: { value: string } }) => void } {
  return (field) => ({
    name: field,
    value: form[field],
    onChange: (event) => update(field, event.target.value),
  });
}

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

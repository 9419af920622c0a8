// The look every form in the site shares: the text control's classes and the icon beside a field's
// error, the labelled field and the spinner of a busy submit button. Used by the consultation and contact
// forms, the review form and checkout.
import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import { controlClass } from './control-class.ts';
import { StrokeIcon } from './stroke-icon.tsx';

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
    <StrokeIcon size="16" strokeWidth="2" className="shrink-0">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
    </StrokeIcon>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** The control: an input, select or textarea. It gets id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

export function Field({ id, label, error, hint, optional, className, children }: FieldProps): ReactNode {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-charcoal">
        {label}
        {optional && <span className="ml-1 font-normal text-muted">(optional)</span>}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-terracotta">
          <ErrorIcon />
          {error}
        </p>
      )}
    </div>
  );
}

/** The small ring in a busy submit button. */
export function Spinner(): ReactNode {
  return (
    <span
      className="size-4 animate-spin rounded-full border-2 border-white/50 border-t-white"
      aria-hidden="true"
    />
  );
}

interface ContactFieldProps {
  id: string;
  error?: string | undefined;
  /** The control's name, value and change handler, from the form's binder. */
  binding: InputHTMLAttributes<HTMLInputElement>;
  className?: string;
}

/** The Full Name field the forms that take a customer's details share. */
export function FullNameField({ id, error, binding, className }: ContactFieldProps): ReactNode {
  return (
    <Field id={id} label="Full Name" error={error} className={className}>
      <input type="text" {...binding} autoComplete="name" className={controlClass} />
    </Field>
  );
}

/** The Email Address field, with the example address unless a form asks for none. */
export function EmailField({
  id,
  error,
  binding,
  withExample = true,
}: ContactFieldProps & { withExample?: boolean }): ReactNode {
  return (
    <Field id={id} label="Email Address" error={error}>
      <input
        type="email"
        {...binding}
        autoComplete="email"
        placeholder={withExample ? 'you@example.in' : undefined}
        className={controlClass}
      />
    </Field>
  );
}

/** The Phone Number field: a telephone keypad and an Indian number as the example. */
export function PhoneField({
  id,
  error,
  binding,
  optional,
}: ContactFieldProps & { optional?: boolean }): ReactNode {
  return (
    <Field id={id} label="Phone Number" optional={optional} error={error}>
      <input
        type="tel"
        {...binding}
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        className={controlClass}
      />
    </Field>
  );
}

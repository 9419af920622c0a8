// Labelled controls of the back office's forms, each with its error beside it (aria-invalid and
// aria-describedby tie the message to the control).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-sand bg-white px-3 py-2 text-sm text-charcoal placeholder:text-muted ' +
  'hover:border-brass focus-visible:border-teal focus-visible:outline-2 focus-visible:outline-teal ' +
  'aria-[invalid=true]:border-terracotta disabled:cursor-not-allowed disabled:bg-cream';

export const buttonClass = {
  primary:
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-terracotta px-4 py-2 text-sm font-semibold text-white hover:bg-terracotta-dark disabled:opacity-60',
  secondary:
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-teal px-4 py-2 text-sm font-semibold text-ivory hover:bg-teal-dark disabled:opacity-60',
  outline:
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-full border border-teal px-4 py-2 text-sm font-semibold text-teal hover:bg-teal-soft disabled:opacity-60',
  small:
    'inline-flex min-h-8 min-w-8 items-center justify-center rounded-md border border-sand bg-white px-2 text-sm text-charcoal hover:border-teal disabled:opacity-50',
} as const;

const errorId = (id: string) => `${id}-error`;

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1 text-sm font-medium text-terracotta-dark" data-field-error>
      {message}
    </p>
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
  className?: string;
}

export function FieldShell({ id, label, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-charcoal">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** aria props of a control whose error (if any) is shown by FieldError. */
export const errorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string;
};

export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      {...(hint ? { hint } : {})}
      {...(className ? { className } : {})}
    >
      <input id={id} className={inputClass} {...errorProps(id, error)} {...input} />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  error: string | undefined;
};

export function TextAreaField({ id, label, error, className, ...input }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} {...(className ? { className } : {})}>
      <textarea id={id} className={inputClass} rows={4} {...errorProps(id, error)} {...input} />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  error: string | undefined;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ id, label, error, options, className, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} {...(className ? { className } : {})}>
      <select id={id} className={inputClass} {...errorProps(id, error)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label htmlFor={id} className="inline-flex min-h-8 items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-6 accent-teal"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** The message of a form that failed as a whole, read out when it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-terracotta bg-terracotta-soft px-4 py-3 text-sm text-charcoal"
    >
      {message}
    </div>
  );
}

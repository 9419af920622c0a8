// A labelled form field whose error is tied to the control (aria-invalid, aria-describedby), shared
// by the consultation and contact forms.
import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import { ErrorIcon } from '../../components/form-controls.tsx';

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

/** A field no person sees or fills; the API drops submissions that fill it (spam bots do). */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

export function Spinner(): ReactNode {
  return (
    <span
      className="size-4 animate-spin rounded-full border-2 border-white/50 border-t-white"
      aria-hidden="true"
    />
  );
}

// What the consultation and contact forms keep of their fields: the values, the error under each, the
// binder that ties a control to its field (typing clears that field's error), and focus on a field.
import { useId, useRef, useState } from 'react';
import { fieldBinder } from '../../components/form-controls.tsx';
import type { FieldErrors } from './forms.ts';

export function useFormFields<F extends string, S extends Record<F, string>>(empty: S) {
  const uid = useId();
  const [form, setForm] = useState<S>(empty);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const id = (field: string) => `${uid}-${field}`;

  const update = (field: F, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusField = (field: F | undefined) => {
    if (field) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(field))}`)?.focus();
  };

  return {
    uid,
    form,
    setForm,
    errors,
    setErrors,
    formRef,
    id,
    bind: fieldBinder<F>(form, update),
    focusField,
  };
}

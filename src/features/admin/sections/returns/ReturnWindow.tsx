// "Return window" on a category's and a product's edit page (decision 197): inherit (the parent
// category's window, else the shop's 7 days), not returnable, or its own number of days; saved on its own,
// apart from the record's form. Orders keep the window they were sold with, so a change counts from the
// next order on.
import { useId, useState, type FormEvent } from 'react';
import { SHOP_RETURN_DAYS } from '@contract/return-rules.ts';
import type { ApiError } from '../../../../lib/api.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation } from '../../api/queries.ts';
import { buttonClass, errorProps, FieldError, FormAlert, inputClass } from '../../components/fields.tsx';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import {
  windowBodyOf,
  windowFormOf,
  windowSummary,
  type WindowChoice,
  type WindowForm,
} from './return-window.ts';

const INHERITS = {
  category: `Inherit: the parent category’s window, else the shop’s ${SHOP_RETURN_DAYS} days`,
  product: `Inherit: its category’s window, else the shop’s ${SHOP_RETURN_DAYS} days`,
} as const;

export function ReturnWindow({
  target,
  record,
  className = '',
}: {
  target: 'category' | 'product';
  className?: string;
  /** The category or product; `return_days` is its own window: null inherits, 0 is not returnable. */
  record: { id: string; return_days?: number | null };
}) {
  const { id, return_days: current } = record;
  const canWrite = useAdmin().can('catalogue:write');
  const formId = useId();
  // Undefined while the record's answer does not say: then only a save tells what it is.
  const [saved, setSaved] = useState<number | null | undefined>(current);
  const [form, setForm] = useState<WindowForm>(() => windowFormOf(current));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shared = {
    method: 'patch' as const,
    params: { id },
    quietOn: (error: ApiError) => error.status === 400,
    success: 'Return window saved',
    onSuccess: (data: { returnDays: number | null }) => setSaved(data.returnDays),
  };
  // Nothing else is read again: the record's form shows no window, and reading the record again would
  // redraw its editor over what is being typed.
  const category = useAdminMutation({ ...shared, path: '/admin/categories/{id}/return-window' });
  const product = useAdminMutation({ ...shared, path: '/admin/products/{id}/return-window' });
  const save = target === 'category' ? category : product;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = windowBodyOf(form);
    setErrors(found ?? {});
    if (body) save.mutate(body, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const choices: { value: WindowChoice; label: string }[] = [
    { value: 'inherit', label: INHERITS[target] },
    { value: 'none', label: 'Not returnable (made to order)' },
    { value: 'days', label: 'Its own window' },
  ];
  const daysId = `${formId}-days`;
  return (
    <section
      aria-labelledby={`${formId}-title`}
      className={`space-y-3 rounded-xl border border-sand bg-white p-4 text-sm ${className}`}
      data-return-window={target}
    >
      <h2 id={`${formId}-title`} className="font-semibold">
        Return window
      </h2>
      <p className="text-muted" data-testid="return-window-now">
        {saved === undefined ? '' : `Now: ${windowSummary(saved)}. `}Orders keep the window they were placed
        with.
      </p>
      <form noValidate onSubmit={submit} className="space-y-3">
        <fieldset className="space-y-2" disabled={!canWrite}>
          <legend className="sr-only">Return window</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name={`${formId}-choice`}
                className="size-5 accent-teal"
                checked={form.choice === choice.value}
                onChange={() => setForm({ ...form, choice: choice.value })}
              />
              {choice.label}
            </label>
          ))}
          {form.choice === 'days' ? (
            <div className="pl-7">
              <label htmlFor={daysId} className="mb-1 block font-semibold">
                Days from delivery
              </label>
              <input
                id={daysId}
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                className={`${inputClass} max-w-32`}
                value={form.days}
                onChange={(event) => setForm({ ...form, days: event.target.value })}
                {...errorProps(daysId, errors.returnDays)}
              />
              <FieldError id={daysId} message={errors.returnDays} />
            </div>
          ) : null}
        </fieldset>
        {save.error && save.error.status !== 400 ? (
          <FormAlert message={adminErrorMessage(save.error)} />
        ) : null}
        {canWrite ? (
          <button type="submit" className={buttonClass.outline} disabled={save.isPending}>
            Save return window
          </button>
        ) : null}
      </form>
    </section>
  );
}

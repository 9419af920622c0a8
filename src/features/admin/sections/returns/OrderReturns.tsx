// An order's returns on its back-office page (decision 197): each return and replacement with its state,
// opening it in Returns, and for a delivered order the damage found at delivery: the damaged units of each
// piece and what was seen, which starts an approved replacement at once.
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { AdminOrder } from '@contract/admin/orders.ts';
import type { ApiError } from '../../../../lib/api.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FieldError, FormAlert, inputClass, TextAreaField } from '../../components/fields.tsx';
import { LocalTable } from '../../components/LocalTable.tsx';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import { damageBodyOf } from './return-actions.ts';
import { RETURN_COLUMNS } from './return-columns.tsx';

/** The goods lines a damage report may name: those the order's answer gives an id. */
type DamageLine = { lineId: string; name: string; variantName: string | null; quantity: number };
const damageLinesOf = (order: AdminOrder): DamageLine[] =>
  (order.lines as (AdminOrder['lines'][number] & { lineId?: string; id?: string })[]).flatMap((line) => {
    const lineId = line.lineId ?? line.id;
    return line.kind === 'product' && lineId ? [{ ...line, lineId }] : [];
  });

const COLUMNS = RETURN_COLUMNS.filter((column) => column.id !== 'order' && column.id !== 'customer');

export function OrderReturns({ order }: { order: AdminOrder }) {
  const { can } = useAdmin();
  const list = useAdminQuery('/admin/returns', { query: { orderId: order.id } });
  const returns = list.data?.items ?? [];
  const delivered = order.status === 'delivered';
  if (!delivered && returns.length === 0) return null;
  return (
    <section
      aria-labelledby="order-returns"
      className="mt-6 space-y-3 rounded-xl border border-sand bg-white p-4"
      data-order-returns
    >
      <h2 id="order-returns" className="font-semibold">
        Returns and replacements
      </h2>
      {list.error ? <FormAlert message={adminErrorMessage(list.error)} /> : null}
      <LocalTable
        caption={`Returns of order ${order.number}`}
        columns={COLUMNS}
        rows={list.data?.items}
        getRowId={(item) => item.id}
        initialSort={{ id: 'createdAt', desc: true }}
        loading={list.isFetching}
        empty="No return asked for."
      />
      {delivered && can('orders:write') ? <DamageReport order={order} /> : null}
    </section>
  );
}

function DamageReport({ order }: { order: AdminOrder }) {
  const id = useId();
  const navigate = useNavigate();
  const lines = damageLinesOf(order);
  const [open, setOpen] = useState(false);
  const [units, setUnits] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const report = useAdminMutation({
    method: 'post',
    path: '/admin/orders/{id}/damage',
    params: { id: order.id },
    invalidates: ['/admin/returns', `/admin/orders/${order.id}`],
    quietOn: (error: ApiError) => error.status === 400,
    success: (made) => `Replacement ${made.number} started`,
    onSuccess: (made) => void navigate({ to: '/returns/$returnId', params: { returnId: made.id } }),
  });
  // An order's answer that names no line ids (an API from before returns) cannot say which pieces.
  if (lines.length === 0) return null;
  if (!open) {
    return (
      <button type="button" className={buttonClass.outline} onClick={() => setOpen(true)}>
        Report damage at delivery
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = damageBodyOf(units, comment);
    setErrors(found ?? {});
    if (body) report.mutate(body, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const linesError = Object.entries(errors).find(([field]) => field.startsWith('lines'))?.[1];
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-lg bg-cream p-3 text-sm">
      <h3 className="font-semibold">Report damage at delivery</h3>
      <p className="text-muted">
        The damaged units go back, and the same pieces are sent again: the replacement starts approved.
      </p>
      <fieldset className="space-y-2" aria-describedby={linesError ? `${id}-lines-error` : undefined}>
        <legend className="font-semibold">Damaged units</legend>
        {lines.map((line) => (
          <label key={line.lineId} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {line.name}
              {line.variantName ? <span className="text-muted"> · {line.variantName}</span> : null}
              <span className="text-muted"> (of {line.quantity})</span>
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantity}
              className={`${inputClass} max-w-24`}
              value={units[line.lineId] ?? ''}
              placeholder="0"
              onChange={(event) => setUnits({ ...units, [line.lineId]: event.target.value })}
            />
          </label>
        ))}
        <FieldError id={`${id}-lines`} message={linesError} />
      </fieldset>
      <TextAreaField
        id={`${id}-comment`}
        label="What was damaged"
        maxLength={1000}
        value={comment}
        error={errors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {report.error && report.error.status !== 400 ? (
        <FormAlert message={adminErrorMessage(report.error)} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass.primary} disabled={report.isPending}>
          Start a replacement
        </button>
        <button type="button" className={buttonClass.outline} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

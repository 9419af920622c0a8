// The next steps of a return (decision 197), one panel for each state the server offers next: approve
// with a note and a pickup day, reject with a reason, mark collected, record the inspection (each line's
// units restocked or written off), refund (the value, a deduction in rupees with its reason, where a cash
// on delivery refund was paid, and the refund that results, shown before confirming), mark the
// replacement sent, close; and a refund that failed, asked for again. When someone else moved the return first (409), the server's words are shown
// and the return is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatPaise } from '@contract/money.ts';
import type { AdminReturn } from '@contract/returns.ts';
import type { ApiError } from '../../../../lib/api.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminMutation } from '../../api/queries.ts';
import {
  buttonClass,
  FieldError,
  FormAlert,
  inputClass,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/fields.tsx';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import {
  allRestocked,
  approveBodyOf,
  deductionPaiseOf,
  inspectBodyOf,
  movesOf,
  PAYOUT_OPTIONS,
  pickupDays,
  refundAfter,
  refundBodyOf,
  rejectBodyOf,
  replacementBodyOf,
  RETURN_MOVES,
  type InspectLine,
  type RefundForm,
  type ReturnMove,
} from './return-actions.ts';

interface PanelProps {
  view: AdminReturn;
  /** A failure that is not a field's: its words go above the panels; a conflict reads the return again. */
  onFailure: (error: ApiError) => void;
}

/** What every action shares: the return it acts on, the lists it refreshes and the failures it shows itself. */
const writeOf = (view: AdminReturn) => ({
  method: 'post' as const,
  params: { id: view.id },
  invalidates: ['/admin/returns', `/admin/orders/${view.order.id}`],
  quietOn: (error: ApiError) => error.status === 400 || error.status === 409 || error.status === 422,
  success: (moved: AdminReturn) => `${moved.number}: ${moved.stateLabel}`,
});

function Panel({ move, children }: { move: ReturnMove; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl border border-sand bg-white p-4 text-sm"
      data-return-move={move}
    >
      <h2 id={id} className="font-semibold">
        {RETURN_MOVES[move].title}
      </h2>
      <p className="text-muted">{RETURN_MOVES[move].hint}</p>
      {children}
    </section>
  );
}

/** A failure of a form: its field errors beside the fields, anything else above the panels. */
const failWith =
  (setErrors: (errors: FieldErrors) => void, onFailure: PanelProps['onFailure']) => (error: ApiError) => {
    const fields = apiFieldErrors(error);
    if (error.status === 400 && Object.keys(fields).length > 0) setErrors(fields);
    else onFailure(error);
  };

function ApprovePanel({ view, onFailure }: PanelProps) {
  const id = useId();
  const [form, setForm] = useState({ note: '', pickupDate: view.pickupOn ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const approve = useAdminMutation({ ...writeOf(view), path: '/admin/returns/{id}/approve' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = approveBodyOf(form);
    setErrors(found ?? {});
    if (body) approve.mutate(body, { onError: failWith(setErrors, onFailure) });
  };
  return (
    <Panel move="approved">
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextField
          id={`${id}-note`}
          label="Note to the customer (optional)"
          maxLength={500}
          value={form.note}
          error={errors.note}
          onChange={(event) => setForm({ ...form, note: event.target.value })}
        />
        <TextField
          id={`${id}-pickup`}
          type="date"
          label="Pickup date (optional)"
          min={pickupDays().first}
          max={pickupDays().last}
          value={form.pickupDate}
          error={errors.pickupDate}
          onChange={(event) => setForm({ ...form, pickupDate: event.target.value })}
        />
        <button type="submit" className={buttonClass.primary} disabled={approve.isPending}>
          {RETURN_MOVES.approved.button}
        </button>
      </form>
    </Panel>
  );
}

function RejectPanel({ view, onFailure }: PanelProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reject = useAdminMutation({ ...writeOf(view), path: '/admin/returns/{id}/reject' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = rejectBodyOf(reason);
    setErrors(found ?? {});
    if (body) reject.mutate(body, { onError: failWith(setErrors, onFailure) });
  };
  return (
    <Panel move="rejected">
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextField
          id={`${id}-reason`}
          label="Reason, for the customer"
          maxLength={500}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" className={buttonClass.outline} disabled={reject.isPending}>
          {RETURN_MOVES.rejected.button}
        </button>
      </form>
    </Panel>
  );
}

/** A move that carries nothing but the staff member's word: collected, closed. */
function PlainMove({ view, onFailure, move }: PanelProps & { move: 'collected' | 'closed' }) {
  const options = writeOf(view);
  const collect = useAdminMutation({ ...options, path: '/admin/returns/{id}/collect' });
  const close = useAdminMutation({ ...options, path: '/admin/returns/{id}/close' });
  const write = move === 'collected' ? collect : close;
  return (
    <Panel move={move}>
      <button
        type="button"
        className={buttonClass.primary}
        disabled={write.isPending}
        onClick={() => write.mutate({}, { onError: onFailure })}
      >
        {RETURN_MOVES[move].button}
      </button>
    </Panel>
  );
}

/** The replacement goes out, with the day the zone's crew delivers it when staff book one. */
function ReplacementPanel({ view, onFailure }: PanelProps) {
  const id = useId();
  const [day, setDay] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const sent = useAdminMutation({ ...writeOf(view), path: '/admin/returns/{id}/replacement-sent' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = replacementBodyOf(day);
    setErrors(found ?? {});
    if (body) sent.mutate(body, { onError: failWith(setErrors, onFailure) });
  };
  return (
    <Panel move="replacement_sent">
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextField
          id={`${id}-day`}
          type="date"
          label="Delivery day (optional)"
          min={pickupDays().first}
          value={day}
          error={errors.deliveryDate}
          onChange={(event) => setDay(event.target.value)}
        />
        <button type="submit" className={buttonClass.primary} disabled={sent.isPending}>
          {RETURN_MOVES.replacement_sent.button}
        </button>
      </form>
    </Panel>
  );
}

function InspectPanel({ view, onFailure }: PanelProps) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [typed, setTyped] = useState<Record<string, InspectLine>>(() => allRestocked(view.lines));
  const [errors, setErrors] = useState<FieldErrors>({});
  const inspect = useAdminMutation({ ...writeOf(view), path: '/admin/returns/{id}/inspect' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = inspectBodyOf(notes, view.lines, typed);
    setErrors(found ?? {});
    if (body) inspect.mutate(body, { onError: failWith(setErrors, onFailure) });
  };
  const set = (lineId: string, part: keyof InspectLine, value: string) =>
    setTyped({ ...typed, [lineId]: { ...typed[lineId]!, [part]: value } });
  return (
    <Panel move="inspected">
      <form noValidate onSubmit={submit} className="space-y-3">
        <TextAreaField
          id={`${id}-notes`}
          label="Condition of the pieces"
          maxLength={2000}
          value={notes}
          error={errors.conditionNotes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {view.lines.map((line, index) => {
          const errorId = `${id}-line-${index}`;
          const error =
            errors[`lines.${index}.restocked`] ?? errors[`lines.${index}.writtenOff`] ?? errors.lines;
          return (
            <fieldset key={line.lineId} className="space-y-2 rounded-lg bg-cream p-3">
              <legend className="font-semibold">
                {line.name} · {line.quantity} {line.quantity === 1 ? 'unit' : 'units'}
              </legend>
              <div className="grid grid-cols-2 gap-3">
                {(['restocked', 'writtenOff'] as const).map((part) => (
                  <label key={part} className="block">
                    <span className="mb-1 block">{part === 'restocked' ? 'Restocked' : 'Written off'}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.quantity}
                      className={inputClass}
                      value={typed[line.lineId]?.[part] ?? ''}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${errorId}-error` : undefined}
                      onChange={(event) => set(line.lineId, part, event.target.value)}
                    />
                  </label>
                ))}
              </div>
              <FieldError id={errorId} message={error} />
            </fieldset>
          );
        })}
        <button type="submit" className={buttonClass.primary} disabled={inspect.isPending}>
          {RETURN_MOVES.inspected.button}
        </button>
      </form>
    </Panel>
  );
}

function RefundPanel({ view, onFailure }: PanelProps) {
  const id = useId();
  const [form, setForm] = useState<RefundForm>({
    deduction: '',
    deductionReason: '',
    method: 'bank_transfer',
    reference: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refund = useAdminMutation({ ...writeOf(view), path: '/admin/returns/{id}/refund' });
  const result = refundAfter(view.value, deductionPaiseOf(form));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = refundBodyOf(form, view);
    setErrors(found ?? {});
    if (!body) return;
    const kept = body.deductionPaise > 0 ? `, keeping back ${formatPaise(body.deductionPaise)}` : '';
    if (!window.confirm(`Refund ${formatPaise(view.value - body.deductionPaise)} for ${view.number}${kept}?`))
      return;
    refund.mutate(body, { onError: failWith(setErrors, onFailure) });
  };
  const set = (change: Partial<RefundForm>) => setForm({ ...form, ...change });
  return (
    <Panel move="refunded">
      <form noValidate onSubmit={submit} className="space-y-3">
        <p>
          Value of the pieces: <span className="font-semibold tabular-nums">{formatPaise(view.value)}</span>
        </p>
        <TextField
          id={`${id}-deduction`}
          label="Deduction in rupees (optional)"
          hint="Kept back for damage found at inspection, like 1500 or 1499.50."
          inputMode="decimal"
          value={form.deduction}
          error={errors.deductionPaise}
          onChange={(event) => set({ deduction: event.target.value })}
        />
        <TextField
          id={`${id}-deduction-reason`}
          label="Why it is kept back"
          maxLength={500}
          value={form.deductionReason}
          error={errors.deductionReason}
          onChange={(event) => set({ deductionReason: event.target.value })}
        />
        {view.offlineRefund ? (
          <>
            <SelectField
              id={`${id}-method`}
              label="Paid back by (cash on delivery)"
              options={PAYOUT_OPTIONS}
              value={form.method}
              error={errors['payout.method']}
              onChange={(event) => set({ method: event.target.value as RefundForm['method'] })}
            />
            <TextField
              id={`${id}-reference`}
              label="Reference of the payment"
              hint="The bank’s UTR or the UPI reference."
              maxLength={100}
              value={form.reference}
              error={errors['payout.reference'] ?? errors.payout}
              onChange={(event) => set({ reference: event.target.value })}
            />
          </>
        ) : null}
        <p aria-live="polite" className="font-semibold" data-testid="refund-result">
          {result === null ? 'Check the deduction' : `The customer gets back ${formatPaise(result)}`}
        </p>
        <button type="submit" className={buttonClass.primary} disabled={refund.isPending || result === null}>
          {result === null ? RETURN_MOVES.refunded.button : `Refund ${formatPaise(result)}`}
        </button>
      </form>
    </Panel>
  );
}

/** A refund the gateway refused or failed is asked for again, as a new movement of the same amount. */
function RefundAgain({ view, onFailure }: PanelProps) {
  const again = useAdminMutation({
    ...writeOf(view),
    path: '/admin/returns/{id}/refund-again',
    success: 'Refund asked for again',
  });
  return (
    <section
      aria-labelledby="return-refund-again"
      className="space-y-3 rounded-xl border border-terracotta bg-terracotta-soft p-4 text-sm"
    >
      <h2 id="return-refund-again" className="font-semibold">
        The refund failed
      </h2>
      <p>
        Ask the payment gateway again for {formatPaise(view.refund?.amount ?? 0)}. The credit note stays as it
        is.
      </p>
      <button
        type="button"
        className={buttonClass.primary}
        disabled={again.isPending}
        onClick={() => again.mutate({}, { onError: onFailure })}
      >
        Refund again
      </button>
    </section>
  );
}

export function ReturnActions({ view }: { view: AdminReturn }) {
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const moves = movesOf(view);
  const failedRefund = view.refund?.state === 'failed';
  if (moves.length === 0 && !failedRefund) return null;
  const onFailure = (error: ApiError) => {
    setProblem(adminErrorMessage(error));
    if (error.status === 409) void client.invalidateQueries({ queryKey: adminKey('/admin/returns') });
  };
  const props = { view, onFailure };
  return (
    <div className="space-y-4" aria-label="Next steps" role="group">
      <FormAlert message={problem} />
      {failedRefund ? <RefundAgain {...props} /> : null}
      {moves.map((move) => {
        if (move === 'approved') return <ApprovePanel key={move} {...props} />;
        if (move === 'rejected') return <RejectPanel key={move} {...props} />;
        if (move === 'inspected') return <InspectPanel key={move} {...props} />;
        if (move === 'refunded') return <RefundPanel key={move} {...props} />;
        if (move === 'replacement_sent') return <ReplacementPanel key={move} {...props} />;
        return <PlainMove key={move} {...props} move={move} />;
      })}
    </div>
  );
}

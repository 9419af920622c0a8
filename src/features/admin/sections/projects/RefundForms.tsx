// Refunding a cancelled project's advances (decision 196), from the Payments panel: the dialog that names
// what goes back (through the payment gateway, and what was received offline, with the method and the
// reference of giving it back) and asks before it acts; and the refund vouchers issued, each downloading
// its PDF.
import { useId, useState, type FormEvent } from 'react';
import { formatPaise } from '@contract/money.ts';
import type { Stage } from '@contract/project-stages.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { FormAlert, SelectField, TextField } from '../../components/fields.tsx';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { formatDate } from '../shared/format.ts';
import { DocumentDownload } from './DocumentDownload.tsx';
import { DialogButtons } from './StageForms.tsx';
import { METHOD_OPTIONS, refundBodyOf, refundOf, refundText, type RefundForm } from './stage-schedule.ts';

const documentsPath = (projectId: string) => `/admin/projects/${projectId}/documents`;
const quiet = () => true;

export function RefundDialog({
  projectId,
  stages,
  onClose,
}: {
  projectId: string;
  stages: readonly Stage[];
  onClose: () => void;
}) {
  const id = useId();
  const amounts = refundOf(stages);
  const offline = amounts.offline > 0;
  const [form, setForm] = useState<RefundForm>({ method: 'bank_transfer', reference: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refund = useAdminMutation({
    method: 'post',
    path: '/admin/projects/{id}/refund-voucher',
    params: { id: projectId },
    invalidates: [`/admin/projects/${projectId}/stages`, documentsPath(projectId)],
    quietOn: quiet,
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    refund.reset();
    const { body, errors: found } = refundBodyOf(form, offline);
    setErrors(found);
    if (body) refund.mutate(body, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const set = (change: Partial<RefundForm>) => setForm({ ...form, ...change });
  const total = formatPaise(amounts.total);
  return (
    <Dialog open title={`Refund ${total} to the customer?`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm" data-testid="refund-amounts">
          The project is cancelled: every paid stage goes back, {refundText(amounts)}. Each receipt voucher
          gets its refund voucher, the stages not paid are withdrawn and the customer is e-mailed. This cannot
          be undone.
        </p>
        {offline ? (
          <>
            <SelectField
              id={`${id}-method`}
              label="How the money received offline goes back"
              error={errors.method}
              options={METHOD_OPTIONS}
              value={form.method}
              onChange={(event) => set({ method: event.target.value as RefundForm['method'] })}
            />
            <TextField
              id={`${id}-reference`}
              label="Reference of the refund"
              hint="The bank’s UTR, the UPI reference or the cheque’s number."
              maxLength={60}
              value={form.reference}
              error={errors.reference}
              onChange={(event) => set({ reference: event.target.value })}
            />
          </>
        ) : null}
        <TextField
          id={`${id}-reason`}
          label="Reason (optional)"
          hint="On the refund vouchers; “Project cancelled” when left empty."
          maxLength={200}
          value={form.reason}
          error={errors.reason}
          onChange={(event) => set({ reason: event.target.value })}
        />
        {refund.error && Object.keys(apiFieldErrors(refund.error)).length === 0 ? (
          <FormAlert message={adminErrorMessage(refund.error)} />
        ) : null}
        <DialogButtons busy={refund.isPending} label={`Refund ${total}`} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The refund vouchers of a cancelled project, each with its PDF; nothing before a refund. */
export function RefundVouchers({ projectId }: { projectId: string }) {
  const query = useAdminQuery('/admin/projects/{id}/documents', { path: { id: projectId } });
  const vouchers = (query.data?.documents ?? []).filter((document) => document.kind === 'refund_voucher');
  if (query.error) return <FormAlert message={adminErrorMessage(query.error)} />;
  if (vouchers.length === 0) return null;
  return (
    <div className="rounded-xl border border-sand bg-white p-4 text-sm" data-refund-vouchers>
      <h3 className="font-semibold">Advances refunded</h3>
      <ul className="mt-2 flex flex-wrap gap-4">
        {vouchers.map((voucher) => (
          <li key={voucher.id} className="space-y-1">
            <p className="text-muted">
              Refund voucher of {formatDate(voucher.date)}, {formatPaise(Math.abs(voucher.total))}
            </p>
            <DocumentDownload projectId={projectId} document={voucher} label="refund voucher" />
          </li>
        ))}
      </ul>
    </div>
  );
}

// The tax invoice at a project's completion (decision 192), from the Payments panel: the button that
// issues it once, after a confirmation naming what it bills and the advances it adjusts; then the
// invoice by its number, with its PDF.
import { useState } from 'react';
import { formatPaise } from '@contract/money.ts';
import type { StagesData } from '@contract/project-stages.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { Dialog } from '../shared/Dialog.tsx';
import { formatDate } from '../shared/format.ts';
import { DocumentDownload } from './DocumentDownload.tsx';
import { DialogButtons } from './StageForms.tsx';

const quiet = () => true;

function IssueInvoiceDialog({
  projectId,
  data,
  onClose,
}: {
  projectId: string;
  data: StagesData;
  onClose: () => void;
}) {
  const issue = useAdminMutation({
    method: 'post',
    path: '/admin/projects/{id}/invoice',
    params: { id: projectId },
    body: () => undefined,
    invalidates: [`/admin/projects/${projectId}/documents`, `/admin/projects/${projectId}/stages`],
    quietOn: quiet,
    onSuccess: onClose,
  });
  return (
    <Dialog open title="Issue the tax invoice?" onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          issue.mutate(undefined);
        }}
      >
        <p className="text-sm" data-testid="invoice-summary">
          The invoice bills the approved quote (version {data.approved_version}),{' '}
          {formatPaise(data.total_paise)} with its GST, adjusts the {formatPaise(data.paid_paise)} received in
          advance and shows {formatPaise(data.outstanding_paise)} due. Issue it when the work is complete: it
          is numbered once and cannot be undone.
        </p>
        {issue.error ? <FormAlert message={adminErrorMessage(issue.error)} /> : null}
        <DialogButtons busy={issue.isPending} label="Issue the tax invoice" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The project's tax invoice with its PDF, or the button that issues it while there is none. */
export function TaxInvoice({
  projectId,
  data,
  writes,
  cancelled,
}: {
  projectId: string;
  data: StagesData | undefined;
  writes: boolean;
  cancelled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const query = useAdminQuery('/admin/projects/{id}/documents', { path: { id: projectId } });
  const invoice = query.data?.documents.find((document) => document.kind === 'invoice');
  if (invoice)
    return (
      <div className="rounded-xl border border-sand bg-white p-4 text-sm" data-tax-invoice>
        <h3 className="font-semibold">Tax invoice</h3>
        <p className="mt-1 text-muted">
          Issued on {formatDate(invoice.date)}, {formatPaise(invoice.total)}
        </p>
        <div className="mt-2">
          <DocumentDownload projectId={projectId} document={invoice} label="tax invoice" />
        </div>
      </div>
    );
  if (!writes || cancelled || !data || data.approved_version === null || !query.data) return null;
  return (
    <div>
      <button type="button" className={buttonClass.outline} onClick={() => setOpen(true)}>
        Issue the tax invoice
      </button>
      {open ? <IssueInvoiceDialog projectId={projectId} data={data} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

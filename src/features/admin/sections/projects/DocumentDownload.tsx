// A project's GST document (a receipt or refund voucher) by its number, with the button that downloads its
// PDF, saved under that number.
import { useState } from 'react';
import type { TaxDocumentRef } from '@contract/orders.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { buttonClass } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { saveFile } from '../shared/format.ts';
import { receiptFileName } from './stage-schedule.ts';

export function DocumentDownload({
  projectId,
  document,
  label,
}: {
  projectId: string;
  document: Pick<TaxDocumentRef, 'id' | 'number'>;
  /** What it is, in the button's name: 'receipt', 'refund voucher'. */
  label: string;
}) {
  const { api } = useAdmin();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await api.download('/admin/projects/{id}/documents/{documentId}', {
        path: { id: projectId, documentId: document.id },
      });
      saveFile(blob, filename ?? receiptFileName(document.number));
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="tabular-nums">{document.number}</span>
      <button
        type="button"
        className={buttonClass.small}
        disabled={busy}
        aria-label={`Download ${label} ${document.number}`}
        onClick={() => void download()}
      >
        Download
      </button>
    </span>
  );
}

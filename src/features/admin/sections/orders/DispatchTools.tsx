// Dispatch from the back office (decision 199): an order's packing slip and delivery challan, the
// invoices of a day's shipments in one PDF, and the orders list as CSV with the list's own filters.
import { useState } from 'react';
import type { AdminOrder } from '@contract/admin/orders.ts';
import type { OrderStatus } from '@contract/order-rules.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { buttonClass, TextField } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { saveFile } from '../shared/format.ts';

/** The order's statuses a delivery challan is printed for: placed and not cancelled. */
const CHALLAN_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered'];

/** Runs a download and saves it, or says why it failed; `busy` while it runs. */
function useDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (download: () => Promise<{ blob: Blob; filename: string | null }>, fallback: string) => {
    setBusy(true);
    try {
      const { blob, filename } = await download();
      saveFile(blob, filename ?? fallback);
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The order page's papers: the packing slip, and the challan of an order whose goods may be sent. */
export function OrderPapers({ order }: { order: AdminOrder }) {
  const { api } = useAdmin();
  const { busy, run } = useDownload();
  const path = { path: { id: order.id } };
  return (
    <>
      <button
        type="button"
        className={buttonClass.outline}
        disabled={busy}
        onClick={() =>
          void run(
            () => api.download('/admin/orders/{id}/packing-slip.pdf', path),
            `packing-slip-${order.number}.pdf`,
          )
        }
      >
        Packing slip
      </button>
      {CHALLAN_STATUSES.includes(order.status) ? (
        <button
          type="button"
          className={buttonClass.outline}
          disabled={busy}
          onClick={() =>
            void run(
              () => api.download('/admin/orders/{id}/delivery-challan.pdf', path),
              `delivery-challan-${order.number}.pdf`,
            )
          }
        >
          Delivery challan
        </button>
      ) : null}
    </>
  );
}

/** The orders list's CSV, with its status and days; shown to those who may export customers' data. */
export function OrdersExportButton({ filters }: { filters: Record<string, string> }) {
  const { api, can } = useAdmin();
  const { busy, run } = useDownload();
  if (!can('customers:export')) return null;
  const query = {
    ...(filters.status ? { status: filters.status as OrderStatus } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  return (
    <button
      type="button"
      className={buttonClass.outline}
      disabled={busy}
      onClick={() => void run(() => api.download('/admin/orders/export.csv', { query }), 'orders.csv')}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}

/** The invoices of every order shipped on a day, one PDF to print. */
export function DayInvoices({ today }: { today: string }) {
  const { api } = useAdmin();
  const { busy, run } = useDownload();
  const [date, setDate] = useState(today);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => api.download('/admin/orders/invoices.pdf', { query: { date } }),
          `invoices-shipped-${date}.pdf`,
        );
      }}
    >
      <TextField
        id="dispatch-day"
        label="Shipped on"
        type="date"
        required
        value={date}
        error={undefined}
        onChange={(event) => setDate(event.target.value)}
      />
      <button type="submit" className={buttonClass.outline} disabled={busy || !date}>
        Print the day’s invoices
      </button>
    </form>
  );
}

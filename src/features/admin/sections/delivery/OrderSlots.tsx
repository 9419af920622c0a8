// An order's delivery, installation and pickup days on the back office's order page (decision 200),
// read-only: each booking with its day and state, moves and cancellations too. For those who may read
// delivery.
import { SLOT_PURPOSE_LABELS, SLOT_STATE_LABELS, slotDayText } from '@contract/slot-rules.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { FormAlert } from '../../components/fields.tsx';

export function OrderSlots({ orderId }: { orderId: string }) {
  const { can } = useAdmin();
  const allowed = can('delivery:read');
  const query = useAdminQuery(
    '/admin/delivery/orders/{id}/bookings',
    { path: { id: orderId } },
    { enabled: allowed },
  );
  if (!allowed) return null;
  const bookings = query.data?.bookings ?? [];
  return (
    <section
      aria-labelledby="order-slots"
      className="space-y-2 rounded-xl border border-sand bg-white p-4 text-sm"
      data-order-slots
    >
      <h2 id="order-slots" className="font-semibold">
        Delivery days
      </h2>
      {query.error ? <FormAlert message={adminErrorMessage(query.error)} /> : null}
      {query.data && bookings.length === 0 ? (
        <p className="text-muted">The shopper has not picked a day yet.</p>
      ) : null}
      <ul className="space-y-1">
        {bookings.map((booking) => (
          <li
            key={booking.id}
            className={booking.state === 'moved' || booking.state === 'cancelled' ? 'text-muted' : ''}
          >
            <span className="font-semibold">{SLOT_PURPOSE_LABELS[booking.purpose]}</span>:{' '}
            {slotDayText(booking.date)} · {SLOT_STATE_LABELS[booking.state]}
          </li>
        ))}
      </ul>
    </section>
  );
}

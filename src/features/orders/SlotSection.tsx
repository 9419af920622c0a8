// The order page's delivery and installation slots (decision 200): the booked day, a day to pick from
// those with places left, and moving it until 48 hours before. Installation shows only where the order
// needs one. Each purpose is read and written on its own; a day someone else took first is answered
// with the server's words, and the days are read again.
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { Order } from '@contract/orders.ts';
import { ORDER_SLOT_PURPOSES, type OrderSlotPurpose } from '@contract/slot-rules.ts';
import type { OrderSlots } from '@contract/slots.ts';
import { selectClass } from '../../components/form-controls.tsx';
import { formFailureMessage } from '../../lib/api.ts';
import { toast } from '../toasts/index.ts';
import type { OrderKey } from './orders-api.ts';
import { slotsApi } from './slots-api.ts';
import { bookedText, bookedToast, dayOption, SLOT_COPY } from './slots-copy.ts';

type WithKey = <T>(call: (key: OrderKey) => Promise<T>) => Promise<T>;

/** Orders whose days are not for picking and have none booked show no slot at all. */
const QUIET: readonly Order['status'][] = ['pending_payment', 'cancelled', 'refunded'];

export function SlotSection({ order, withKey }: { order: Order; withKey: WithKey }): ReactNode {
  const [slots, setSlots] = useState<Partial<Record<OrderSlotPurpose, OrderSlots>>>({});
  const [failed, setFailed] = useState(false);

  const refresh = () => {
    Promise.all(ORDER_SLOT_PURPOSES.map((purpose) => withKey((key) => slotsApi.view(order.id, purpose, key))))
      .then(([delivery, installation]) => {
        setSlots({ delivery, installation });
        setFailed(false);
      })
      .catch(() => setFailed(true));
  };
  const load = useEffectEvent(refresh);
  // Read again when the order moves (a cancellation, a payment): what may be picked follows its status.
  useEffect(() => {
    load();
  }, [order.status]);

  if (failed) return <p className="text-sm text-muted">{SLOT_COPY.loadFailed}</p>;
  return ORDER_SLOT_PURPOSES.map((purpose) => {
    const shown = slots[purpose];
    if (!shown) return purpose === 'delivery' ? <p key={purpose}>{SLOT_COPY.loading}</p> : null;
    if (!shown.needed || (!shown.booking && QUIET.includes(order.status))) return null;
    return <PurposeSlot key={purpose} order={order} slots={shown} withKey={withKey} onChange={refresh} />;
  });
}

function PurposeSlot({
  order,
  slots,
  withKey,
  onChange,
}: {
  order: Order;
  slots: OrderSlots;
  withKey: WithKey;
  onChange: () => void;
}): ReactNode {
  const { purpose, booking } = slots;
  const [changing, setChanging] = useState(false);
  const picking = slots.canPick && (!booking || changing);
  return (
    <section
      className="rounded-2xl bg-white p-6 text-[0.9375rem] text-charcoal shadow-soft ring-1 ring-sand/60"
      aria-labelledby={`slot-${purpose}`}
      data-slot={purpose}
    >
      <h3 id={`slot-${purpose}`} className="mb-3 text-lg font-semibold">
        {SLOT_COPY.titles[purpose]}
      </h3>
      {booking ? (
        <p className="font-semibold" data-testid={`slot-${purpose}-booked`}>
          {bookedText(booking.date)}
        </p>
      ) : null}
      {booking && slots.canPick ? <p className="mt-1 text-sm text-muted">{SLOT_COPY.changeHint}</p> : null}
      {slots.reason && (!booking || booking.state === 'booked') ? (
        <p className="mt-1 text-sm text-muted">{slots.reason}</p>
      ) : null}
      {booking && slots.canPick && !changing ? (
        <button type="button" className="btn btn-outline mt-4 w-full" onClick={() => setChanging(true)}>
          {SLOT_COPY.change}
        </button>
      ) : null}
      {picking ? (
        <DayPicker
          order={order}
          slots={slots}
          withKey={withKey}
          onDone={() => {
            setChanging(false);
            onChange();
          }}
          onCancel={booking ? () => setChanging(false) : null}
        />
      ) : null}
    </section>
  );
}

function DayPicker({
  order,
  slots,
  withKey,
  onDone,
  onCancel,
}: {
  order: Order;
  slots: OrderSlots;
  withKey: WithKey;
  onDone: () => void;
  onCancel: (() => void) | null;
}): ReactNode {
  const { purpose, booking } = slots;
  const [date, setDate] = useState(slots.days[0]?.date ?? '');
  const [saving, setSaving] = useState(false);
  if (slots.days.length === 0) return <p className="mt-2 text-sm text-muted">{SLOT_COPY.noDays}</p>;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await withKey((key) => slotsApi.pick(order.id, { purpose, date }, key, booking !== null));
      toast.success(bookedToast(purpose, saved.date, booking !== null));
      onDone();
    } catch (error) {
      toast.error(formFailureMessage(error, SLOT_COPY.failed));
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mt-3 space-y-3">
      {booking ? null : <p className="text-sm text-muted">{SLOT_COPY.pickHint[purpose]}</p>}
      <label className="block">
        <span className="mb-1 block text-sm font-semibold">{SLOT_COPY.dayLabel}</span>
        <select
          className={selectClass}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          data-testid={`slot-${purpose}-day`}
        >
          {slots.days.map((day) => (
            <option key={day.date} value={day.date}>
              {dayOption(day)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={saving || !date}
        onClick={() => void save()}
      >
        {booking ? SLOT_COPY.move : SLOT_COPY.book}
      </button>
      {onCancel ? (
        <button type="button" className="btn btn-outline w-full" onClick={onCancel}>
          {SLOT_COPY.keep}
        </button>
      ) : null}
    </div>
  );
}

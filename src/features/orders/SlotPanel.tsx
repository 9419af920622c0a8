// Where the order page mounts its delivery and installation days (decision 200): their code loads only for
// an order whose days may be picked or were booked, so that the order page itself stays light.
import { lazy, Suspense, type ReactNode } from 'react';
import type { Order } from '@contract/orders.ts';
import type { OrderKey } from './orders-api.ts';

const SlotSection = lazy(() =>
  import('./SlotSection.tsx').then((module) => ({ default: module.SlotSection })),
);

/** Orders whose days are not for picking and have none booked show no slot at all. */
const QUIET: readonly Order['status'][] = ['pending_payment', 'cancelled', 'refunded'];

export default function SlotPanel(props: {
  order: Order;
  withKey: <T>(call: (key: OrderKey) => Promise<T>) => Promise<T>;
}): ReactNode {
  if (QUIET.includes(props.order.status)) return null;
  return (
    <Suspense fallback={null}>
      <SlotSection {...props} />
    </Suspense>
  );
}

// Where the order page mounts its Returns and replacements section (decision 197): only a delivered order
// has one, and its code loads when such an order is shown, so that every other order page stays as light.
import { lazy, Suspense, type ReactNode } from 'react';
import type { Order } from '@contract/orders.ts';
import type { OrderKey } from './orders-api.ts';

const ReturnsSection = lazy(() => import('./ReturnsSection.tsx'));

export default function ReturnsPanel(props: {
  order: Order;
  token: string | null;
  withKey: <T>(call: (key: OrderKey) => Promise<T>) => Promise<T>;
}): ReactNode {
  if (props.order.status !== 'delivered') return null;
  return (
    <Suspense fallback={null}>
      <ReturnsSection {...props} />
    </Suspense>
  );
}

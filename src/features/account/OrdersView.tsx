// /orders, 'Order History' in the user menu. No order call exists yet (decision 016), so signed-in
// customers see that there is nothing here yet and where to go instead.
import type { ReactNode } from 'react';
import AuthGate from './AuthGate.tsx';
import { AccountIcon } from './icons.tsx';

export default function OrdersView(): ReactNode {
  return (
    <AuthGate>
      <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-soft text-teal">
          <AccountIcon name="receipt" size={26} />
        </span>
        <h2 className="mt-5 text-2xl font-medium text-charcoal">No orders yet</h2>
        <p className="mt-2 text-muted">
          Orders you place will appear here. For furniture made to measure, our designers confirm every order
          with you personally.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/products" className="btn btn-primary">
            Browse Products
          </a>
          <a href="/projects" className="btn btn-outline">
            My Projects
          </a>
        </div>
      </section>
    </AuthGate>
  );
}

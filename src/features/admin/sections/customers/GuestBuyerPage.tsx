// One guest buyer (someone who ordered without an account): their orders, by their e-mail address.
import { Link, useSearch } from '@tanstack/react-router';
import { buttonClass } from '../../components/fields.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { CustomerOrders } from './CustomerOrders.tsx';

export default function GuestBuyerPage() {
  return (
    <RequirePermission permission="orders:read">
      <GuestBuyerScreen />
    </RequirePermission>
  );
}

function GuestBuyerScreen() {
  const { email } = useSearch({ strict: false }) as { email?: string };
  return (
    <>
      <PageHeader
        title={email ?? 'Guest buyer'}
        description="Ordered without an account"
        actions={
          <Link to="/customers" className={buttonClass.outline}>
            All customers
          </Link>
        }
      />
      {email ? <CustomerOrders email={email} /> : null}
    </>
  );
}

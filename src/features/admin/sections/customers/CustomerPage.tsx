// One customer: profile, wishlist, projects, reviews and orders; their data as a JSON file; and erasure on
// request.
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { projectStatusLabel } from '@contract/account-rules.ts';
import type { AdminReview } from '@contract/admin/catalogue.ts';
import type { AdminProject } from '@contract/admin/leads.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { useToast } from '../../components/toasts.tsx';
import { buttonClass, FormAlert, TextField } from '../../components/fields.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { formatDate, formatDateTime, fullName, saveFile } from '../shared/format.ts';
import { CustomerOrders } from './CustomerOrders.tsx';
import { eraseConfirmationMatches } from './erase.ts';

interface CustomerDetail {
  customer: {
    id: string;
    first_name: string;
    last_name: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    pincode: string | null;
    created_at: string;
  };
  wishlist: { id: string; name: string; slug: string; added_at: string }[];
  projects: AdminProject[];
  reviews: AdminReview[];
}

export default function CustomerPage() {
  return (
    <RequirePermission permission="customers:read">
      <CustomerScreen />
    </RequirePermission>
  );
}

function CustomerScreen() {
  const { customerId } = useParams({ strict: false }) as { customerId: string };
  const { can, api } = useAdmin();
  const toast = useToast();
  const query = useAdminQuery('/admin/customers/{id}', { path: { id: customerId } });
  const [exporting, setExporting] = useState(false);
  if (query.error) return <FormAlert message={adminErrorMessage(query.error)} />;
  if (!query.data) return <p className="text-muted">Loading…</p>;
  const { customer, wishlist, projects, reviews } = query.data;
  const name = fullName(customer.first_name, customer.last_name) || customer.email || 'Customer';

  const exportData = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await api.download('/admin/customers/{id}/export', {
        path: { id: customer.id },
      });
      saveFile(blob, filename ?? `customer-${customer.id}.json`);
      toast('The customer’s data is downloaded', 'success');
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={name}
        description={`Customer since ${formatDate(customer.created_at)}`}
        actions={
          <>
            {can('customers:export') ? (
              <button
                type="button"
                className={buttonClass.outline}
                onClick={() => void exportData()}
                disabled={exporting}
              >
                Export data (JSON)
              </button>
            ) : null}
            <Link to="/customers" className={buttonClass.outline}>
              All customers
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="customer-profile"
          className="rounded-xl border border-sand bg-white p-4 text-sm"
        >
          <h2 id="customer-profile" className="font-semibold">
            Profile
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">E-mail</dt>
            <dd className="break-all">{customer.email ?? '—'}</dd>
            <dt className="font-semibold">Phone</dt>
            <dd>{customer.phone ?? '—'}</dd>
            <dt className="font-semibold">Address</dt>
            <dd>
              {[customer.address, customer.city, customer.state, customer.pincode]
                .filter(Boolean)
                .join(', ') || '—'}
            </dd>
          </dl>
        </section>
        <section
          aria-labelledby="customer-wishlist"
          className="rounded-xl border border-sand bg-white p-4 text-sm"
        >
          <h2 id="customer-wishlist" className="font-semibold">
            Wishlist ({wishlist.length})
          </h2>
          <ul className="mt-2 space-y-1">
            {wishlist.map((item) => (
              <li key={item.id}>
                <a href={`/products/${item.slug}`} className="text-teal underline">
                  {item.name}
                </a>{' '}
                <span className="text-muted">· {formatDate(item.added_at)}</span>
              </li>
            ))}
            {wishlist.length === 0 ? <li className="text-muted">Nothing saved.</li> : null}
          </ul>
        </section>
        <section
          aria-labelledby="customer-projects"
          className="rounded-xl border border-sand bg-white p-4 text-sm"
        >
          <h2 id="customer-projects" className="font-semibold">
            Design projects ({projects.length})
          </h2>
          <ul className="mt-2 space-y-1">
            {projects.map((project) => (
              <li key={project.id}>
                <Link
                  to="/projects/$projectId"
                  params={{ projectId: project.id }}
                  className="inline-flex min-h-6 items-center text-teal underline"
                >
                  {project.project_name}
                </Link>{' '}
                <span className="text-muted">· {projectStatusLabel(project.status)}</span>
              </li>
            ))}
            {projects.length === 0 ? <li className="text-muted">No projects.</li> : null}
          </ul>
        </section>
        <section
          aria-labelledby="customer-reviews"
          className="rounded-xl border border-sand bg-white p-4 text-sm"
        >
          <h2 id="customer-reviews" className="font-semibold">
            Reviews ({reviews.length})
          </h2>
          <ul className="mt-2 space-y-2">
            {reviews.map((review) => (
              <li key={review.id}>
                <p>
                  <span className="font-semibold">{review.rating}★</span> {review.title ?? ''} ·{' '}
                  <a href={`/products/${review.product.slug}`} className="text-teal underline">
                    {review.product.name}
                  </a>
                  {review.hidden ? <span className="text-terracotta-dark"> (hidden)</span> : null}
                </p>
                <p className="text-muted">{formatDateTime(review.created_at)}</p>
              </li>
            ))}
            {reviews.length === 0 ? <li className="text-muted">No reviews.</li> : null}
          </ul>
        </section>
      </div>
      {can('orders:read') ? (
        <div className="mt-6">
          <CustomerOrders customerId={customer.id} />
        </div>
      ) : null}
      {can('customers:erase') ? <Erase customer={customer} name={name} /> : null}
    </>
  );
}

function Erase({ customer, name }: { customer: CustomerDetail['customer']; name: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const expected = customer.email ?? customer.id;
  const erase = useAdminMutation({
    method: 'post',
    path: '/admin/customers/{id}/erase',
    params: { id: customer.id },
    invalidates: ['/admin/customers', '/admin/projects', '/admin/reviews', '/admin/orders'],
    success: `${name} has been erased`,
    quietOn: (failure) => failure.status === 400,
    onSuccess: () => void navigate({ to: '/customers' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!eraseConfirmationMatches(typed, expected))
      return setError(
        `Type ${customer.email ? 'the customer’s e-mail address' : 'the customer’s id'} exactly to confirm`,
      );
    setError(undefined);
    erase.mutate(
      { confirm_email: typed.trim() },
      { onError: (failure) => setError(adminErrorMessage(failure)) },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="customer-erase"
      className="mt-8 space-y-3 rounded-xl border border-terracotta bg-white p-4 text-sm"
    >
      <h2 id="customer-erase" className="font-semibold text-terracotta-dark">
        Erase this customer
      </h2>
      <p>Only when the customer asks for it. It cannot be undone.</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <strong>Removed:</strong> their profile, wishlist, photo and sign-in account (they are signed out
          everywhere, and cannot sign back in to it), what they wrote in messages sent from their confirmed
          address, and every e-mail to or about them.
        </li>
        <li>
          <strong>Kept:</strong> their reviews, shown as “Anonymous”; their design projects and leads, as the
          shop’s record, without their name or address; their orders, with only what each tax invoice must
          carry (the law keeps invoices for years), and no longer opened by their links.
        </li>
        <li>Not possible while one of their orders is open: deliver or cancel it first.</li>
      </ul>
      <TextField
        id="erase-confirm"
        label={
          customer.email
            ? `Type ${customer.email} to confirm`
            : `Type the customer’s id (${customer.id}) to confirm`
        }
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <button
        type="submit"
        className={buttonClass.primary}
        disabled={erase.isPending || !eraseConfirmationMatches(typed, expected)}
      >
        Erase customer
      </button>
    </form>
  );
}

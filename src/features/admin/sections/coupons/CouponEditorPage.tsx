// One coupon code's form, or a new code's (decision 202). The contract's schema checks the form before it
// is sent and the API's field errors land beside the same fields; the server's message is the toast.
// Roles that may only read see the form disabled, with its uses so far.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { CouponInputSchema, type Coupon, type CouponInputParsed } from '@contract/admin/coupons.ts';
import { formatPaise } from '@contract/money.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { todayInIndia } from '../shared/format.ts';
import {
  couponFieldErrors,
  couponFieldId,
  couponFormOf,
  couponInputOf,
  EMPTY_COUPON,
  firstErrorField,
  type CouponFormValues,
} from './coupon-form.ts';
import { COUPON_STATUS_LABELS, couponStatus, usesText } from './coupon-text.ts';
import { CouponFields } from './CouponFields.tsx';

const FIX_FIELDS = 'Some fields need attention; each says what is wrong.';

/** Under the title: where a code stands and what it has given, or what a new code is. */
function describe(coupon: Coupon | null): string {
  if (!coupon) return 'Shoppers type the code at checkout; the server works out what it takes off.';
  const status = COUPON_STATUS_LABELS[couponStatus(coupon, todayInIndia())];
  return `${status}. Used ${usesText(coupon)} times; ${formatPaise(coupon.discount_given)} given off so far.`;
}

function Editor({ coupon }: { coupon: Coupon | null }) {
  const { api, can } = useAdmin();
  const canWrite = can('offers:write');
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? couponFormOf(coupon) : EMPTY_COUPON,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    const first = firstErrorField(errors);
    if (first) document.getElementById(couponFieldId(first))?.focus();
  }, [errors]);

  async function save() {
    setFormError(null);
    const checked = validate(CouponInputSchema, couponInputOf(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(FIX_FIELDS);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const json: CouponInputParsed = checked.data;
      const { data, message } = coupon
        ? await api.callWithMessage('put', '/admin/coupons/{id}', { path: { id: coupon.id }, json })
        : await api.callWithMessage('post', '/admin/coupons', { json });
      client.setQueryData(adminKey(`/admin/coupons/${data.coupon.id}`), { coupon: data.coupon });
      void client.invalidateQueries({
        queryKey: adminKey('/admin/coupons'),
        exact: false,
        refetchType: 'none',
      });
      toast(message ?? `Coupon ${data.coupon.code} saved`);
      if (coupon) setValues(couponFormOf(data.coupon));
      else await navigate({ to: '/coupons' });
    } catch (error) {
      const fields = couponFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      setFormError(adminErrorMessage(error));
      toast(adminErrorMessage(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const title = coupon ? coupon.code : 'New coupon';
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/coupons" className="text-teal underline">
          ← Coupons
        </Link>
      </p>
      <PageHeader title={title} description={describe(coupon)} />
      {!canWrite ? (
        <p className="mb-4 rounded-lg bg-cream px-4 py-3 text-sm">
          Your role can see this code but not change it.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={coupon ? `Edit ${coupon.code}` : 'New coupon'}>
        <fieldset disabled={!canWrite} className="space-y-6">
          <FormAlert message={formError} />
          <CouponFields values={values} errors={errors} set={set} />
          {canWrite ? (
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className={buttonClass.primary} disabled={saving}>
                {saving ? 'Saving…' : coupon ? 'Save changes' : 'Create coupon'}
              </button>
              {coupon ? (
                <span className="text-sm text-muted">Orders already placed keep the discount they got.</span>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      </form>
    </>
  );
}

function ExistingCoupon({ couponId }: { couponId: string }) {
  const query = useAdminQuery('/admin/coupons/{id}', { path: { id: couponId } }, { staleTime: 0 });
  if (query.isPending) return <p role="status">Loading the coupon…</p>;
  if (query.error)
    return (
      <div role="alert" className="rounded-xl bg-terracotta-soft p-4">
        {query.error.status === 404 ? 'There is no such coupon.' : adminErrorMessage(query.error)}{' '}
        <Link to="/coupons" className="underline">
          Back to the coupons
        </Link>
      </div>
    );
  // Keyed on the id only: a refetch after a save must not throw away what is being typed.
  return <Editor key={couponId} coupon={query.data.coupon} />;
}

export default function CouponEditorPage() {
  const params = useParams({ strict: false });
  const couponId = (params as { couponId?: string }).couponId;
  return (
    <RequirePermission permission="offers:read">
      {couponId ? (
        <ExistingCoupon couponId={couponId} />
      ) : (
        <RequirePermission permission="offers:write">
          <Editor coupon={null} />
        </RequirePermission>
      )}
    </RequirePermission>
  );
}

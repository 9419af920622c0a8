// EMI plans (decision 203): the instalment plans the shop shows "EMI from ₹X/month" with, in order; add,
// change, switch off and remove one. A change reaches the site with its next build.
import { useState, type FormEvent } from 'react';
import { EmiPlanInputSchema, type AdminEmiPlan } from '@contract/emi.ts';
import { formatRateBp } from '@contract/emi-rules.ts';
import { formatPaiseShort } from '@contract/money.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, CheckboxField, FormAlert, TextField } from '../../components/fields.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { Dialog } from '../shared/Dialog.tsx';
import { EMPTY_PLAN, formValuesOf, planInputOf, type PlanFormValues } from './plan-form.ts';

const PATH = '/admin/emi-plans';

export default function EmiPlansPage() {
  return (
    <RequirePermission permission="catalogue:read">
      <EmiPlansScreen />
    </RequirePermission>
  );
}

const rateText = (plan: AdminEmiPlan) => (plan.no_cost ? 'No-cost EMI' : formatRateBp(plan.annual_rate_bp));
const minimumText = (plan: AdminEmiPlan) =>
  plan.min_price_paise === 0 ? 'Any price' : `From ${formatPaiseShort(plan.min_price_paise)}`;

function EmiPlansScreen() {
  const { can } = useAdmin();
  const write = can('catalogue:write');
  const [editing, setEditing] = useState<AdminEmiPlan | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminEmiPlan | null>(null);
  const list = useAdminQuery(PATH);
  const plans = list.data?.plans;

  return (
    <>
      <PageHeader
        title="EMI plans"
        description="The lowest monthly amount over the active plans a price meets is shown as “EMI from ₹X/month” on product pages and in the cart. Changes reach the site with its next build."
      />
      {write ? (
        <div className="mb-4">
          <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
            Add a plan
          </button>
        </div>
      ) : null}
      <FormAlert message={list.error ? adminErrorMessage(list.error) : null} />
      <div className="overflow-x-auto rounded-xl border border-sand bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">EMI plans</caption>
          <thead className="border-b border-sand bg-cream/60">
            <tr>
              {['Plan', 'Tenure', 'Rate', 'Applies to', 'Status'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
              {write ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {plans?.length === 0 ? (
              <tr>
                <td colSpan={write ? 6 : 5} className="px-3 py-4 text-muted">
                  No plans yet: the site shows no EMI line.
                </td>
              </tr>
            ) : null}
            {plans?.map((plan) => (
              <tr key={plan.id} className="border-b border-sand/60 last:border-0">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {plan.label}
                </th>
                <td className="px-3 py-2">{plan.tenure_months} months</td>
                <td className="px-3 py-2">{rateText(plan)}</td>
                <td className="px-3 py-2">{minimumText(plan)}</td>
                <td className="px-3 py-2">{plan.active ? 'Active' : 'Switched off'}</td>
                {write ? (
                  <td className="px-3 py-2">
                    <span className="flex gap-2">
                      <button type="button" className={buttonClass.small} onClick={() => setEditing(plan)}>
                        Edit<span className="sr-only"> {plan.label}</span>
                      </button>
                      <ActiveToggle plan={plan} />
                      <button type="button" className={buttonClass.small} onClick={() => setRemoving(plan)}>
                        Remove<span className="sr-only"> {plan.label}</span>
                      </button>
                    </span>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? <PlanDialog plan={editing} onClose={() => setEditing(null)} /> : null}
      <RemoveDialog plan={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function ActiveToggle({ plan }: { plan: AdminEmiPlan }) {
  const toggle = useAdminMutation({
    method: 'patch',
    path: '/admin/emi-plans/{id}',
    params: { id: plan.id },
    invalidates: [PATH],
    success: plan.active ? 'Plan switched off' : 'Plan switched on',
  });
  return (
    <button
      type="button"
      className={buttonClass.small}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ active: !plan.active })}
    >
      {plan.active ? 'Switch off' : 'Switch on'}
      <span className="sr-only"> {plan.label}</span>
    </button>
  );
}

/** The form's fields by the names the schema and the API give their errors. */
const FIELD_OF: Record<string, keyof PlanFormValues> = {
  label: 'label',
  tenure_months: 'tenure_months',
  annual_rate_bp: 'rate_percent',
  min_price_paise: 'min_price_rupees',
};
const formErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_OF[field] ?? field, message]));

function PlanDialog({ plan, onClose }: { plan: AdminEmiPlan | 'new'; onClose: () => void }) {
  const [values, setValues] = useState<PlanFormValues>(plan === 'new' ? EMPTY_PLAN : formValuesOf(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const shared = {
    invalidates: [PATH],
    quietOn: (error: ApiError) => error.status === 400,
    onSuccess: onClose,
  };
  const add = useAdminMutation({ method: 'post', path: PATH, success: 'Plan added', ...shared });
  const change = useAdminMutation({
    method: 'patch',
    path: '/admin/emi-plans/{id}',
    params: { id: plan === 'new' ? '' : plan.id },
    success: 'Plan saved',
    ...shared,
  });
  const save = plan === 'new' ? add : change;
  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(EmiPlanInputSchema, planInputOf(values));
    if (!checked.ok) return setErrors(formErrors(checked.errors));
    setErrors({});
    setFailure(null);
    save.mutate(checked.data, {
      onError: (error) => {
        const fields = formErrors(apiFieldErrors(error));
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(adminErrorMessage(error));
      },
    });
  };
  const field = (key: Exclude<keyof PlanFormValues, 'no_cost' | 'active'>, label: string, hint?: string) => (
    <TextField
      id={`emi-${key}`}
      label={label}
      value={values[key]}
      inputMode={key === 'label' ? undefined : key === 'rate_percent' ? 'decimal' : 'numeric'}
      onChange={(event) => set(key, event.target.value)}
      error={errors[key]}
      {...(hint ? { hint } : {})}
    />
  );
  return (
    <Dialog open title={plan === 'new' ? 'Add an EMI plan' : 'Change this EMI plan'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormAlert message={failure} />
        {field('label', 'Bank or card', 'As shoppers know it, e.g. HDFC Bank credit card')}
        <div className="grid grid-cols-2 gap-3">
          {field('tenure_months', 'Tenure (months)', '3 to 60')}
          {values.no_cost ? null : field('rate_percent', 'Interest rate (% a year)', '0 to 50')}
        </div>
        <CheckboxField
          id="emi-no_cost"
          label="No-cost EMI (the shopper pays no interest)"
          checked={values.no_cost}
          onChange={(checked) => set('no_cost', checked)}
        />
        {field('min_price_rupees', 'Lowest price it applies to (₹)', 'Empty for every price')}
        <CheckboxField
          id="emi-active"
          label="Active (shown on the site)"
          checked={values.active}
          onChange={(checked) => set('active', checked)}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
            Save plan
          </button>
          <button type="button" className={buttonClass.outline} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function RemoveDialog({ plan, onClose }: { plan: AdminEmiPlan | null; onClose: () => void }) {
  const remove = useAdminMutation({
    method: 'delete',
    path: '/admin/emi-plans/{id}',
    params: { id: plan?.id ?? '' },
    body: () => undefined,
    invalidates: [PATH],
    success: 'Plan removed',
    onSuccess: onClose,
  });
  return (
    <Dialog open={!!plan} title="Remove this EMI plan" onClose={onClose}>
      <p className="text-sm">
        {plan?.label}, {plan?.tenure_months} months. To stop offering it for a while, switch it off instead.
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={remove.isPending}
          onClick={() => remove.mutate({})}
        >
          Remove plan
        </button>
        <button type="button" className={buttonClass.outline} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

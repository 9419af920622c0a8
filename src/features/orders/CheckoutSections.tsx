// The sections of the checkout form (CheckoutView.tsx): contact details, the delivery address with
// installation, billing and GSTIN, and payment. Each draws the part of the form it is given and reports
// changes through the view's bindings; the state stays in the view.
import type { ReactNode } from 'react';
import type { CheckoutLine, Quote } from '@contract/orders.ts';
import { isPincode } from '@contract/delivery-rules.ts';
import {
  controlClass,
  EmailField,
  Field,
  FullNameField,
  PhoneField,
  selectClass,
} from '../../components/form-controls.tsx';
import { formatINR } from '../../lib/money.ts';
import { CallbackRequest } from '../cart/index.ts';
import { unserviceableMessage } from '../delivery/index.ts';
import {
  addressStateProblem,
  STATES_BY_NAME,
  type AddressPart,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from './checkout-form.ts';
import type { CheckoutPayment } from './checkout-payment.ts';
import { CHECKOUT_COPY } from './orders-copy.ts';

type Which = 'delivery' | 'billing';
type TextField = 'name' | 'email' | 'phone' | 'gstin';
type Binding = { value: string; onChange: (event: { target: { value: string } }) => void };

/** What every section is given by the view: the form, its errors, and the ways to change it. */
export interface CheckoutBindings {
  form: CheckoutForm;
  errors: CheckoutErrors;
  /** The element id of a field (its label's `for`, and where a failed check moves focus). */
  id: (field: string) => string;
  /** Changes the form, clearing `field`'s error. */
  change: (next: (current: CheckoutForm) => CheckoutForm, field?: CheckoutField) => void;
  bindText: (field: TextField) => Binding;
  bindAddress: (which: Which, part: AddressPart) => Binding;
}

export function ContactSection({
  bindings,
  signedIn,
}: {
  bindings: CheckoutBindings;
  signedIn: boolean;
}): ReactNode {
  const { id, errors, bindText } = bindings;
  return (
    <Section title={CHECKOUT_COPY.contact}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FullNameField
          id={id('name')}
          error={errors.name}
          binding={bindText('name')}
          className="sm:col-span-2"
        />
        <EmailField id={id('email')} error={errors.email} binding={bindText('email')} />
        <PhoneField id={id('phone')} error={errors.phone} binding={bindText('phone')} />
      </div>
      {!signedIn && <p className="mt-3 text-sm text-muted">{CHECKOUT_COPY.signInHint}</p>}
    </Section>
  );
}

export function DeliverySection({
  bindings,
  quote,
  areaFromProfile,
}: {
  bindings: CheckoutBindings;
  /** The server's quote, once it has priced the cart for this address. */
  quote: Quote | null;
  /** The profile filled the rest of the address but not Area (profileLeavesArea). */
  areaFromProfile: boolean;
}): ReactNode {
  const { form, change } = bindings;
  const installation = quote?.delivery.installation ?? null;
  return (
    <Section title={CHECKOUT_COPY.delivery}>
      <AddressFields
        which="delivery"
        bindings={bindings}
        areaHint={areaFromProfile && !form.delivery.area.trim() ? CHECKOUT_COPY.areaFromProfile : undefined}
      />
      {quote && !quote.delivery.serviceable && (
        <p role="alert" className="mt-4 rounded-xl bg-terracotta/10 p-4 text-charcoal">
          {unserviceableMessage(form.delivery.pincode.trim())}{' '}
          <a href="/consultation" className="font-semibold text-terracotta underline underline-offset-4">
            Book a free design consultation
          </a>
        </p>
      )}
      {installation?.kind === 'paid' && (
        <label className="mt-5 flex items-center gap-3 text-charcoal">
          <input
            type="checkbox"
            checked={form.installation}
            onChange={(event) => {
              const checked = event.target.checked;
              change((current) => ({ ...current, installation: checked }));
            }}
            className="size-5 accent-teal"
          />
          {CHECKOUT_COPY.installation} ({formatINR(installation.price ?? 0)})
        </label>
      )}
    </Section>
  );
}

export function BillingSection({ bindings }: { bindings: CheckoutBindings }): ReactNode {
  const { form, errors, id, change, bindText } = bindings;
  return (
    <Section title={CHECKOUT_COPY.billing}>
      <label className="flex items-center gap-3 text-charcoal">
        <input
          type="checkbox"
          checked={form.billingSame}
          onChange={(event) => {
            const checked = event.target.checked;
            change((current) => ({ ...current, billingSame: checked }));
          }}
          className="size-5 accent-teal"
        />
        {CHECKOUT_COPY.billingSame}
      </label>
      {!form.billingSame && (
        <div className="mt-5">
          <AddressFields which="billing" bindings={bindings} />
        </div>
      )}
      <Field
        id={id('gstin')}
        label={CHECKOUT_COPY.gstin}
        optional
        hint={CHECKOUT_COPY.gstinHint}
        error={errors.gstin}
        className="mt-5"
      >
        <input
          type="text"
          {...bindText('gstin')}
          autoCapitalize="characters"
          spellCheck={false}
          className={`${controlClass} uppercase`}
        />
      </Field>
    </Section>
  );
}

export function PaymentSection({
  bindings,
  name,
  payment,
  lines,
}: {
  bindings: CheckoutBindings;
  /** The radio group's name. */
  name: string;
  payment: CheckoutPayment;
  /** The cart's lines, for a callback request when the order needs a call. */
  lines: CheckoutLine[];
}): ReactNode {
  const { form, errors, id, change } = bindings;
  const choose = (paymentMethod: CheckoutForm['paymentMethod']) =>
    change((current) => ({ ...current, paymentMethod }), 'paymentMethod');
  return (
    <Section title={CHECKOUT_COPY.payment}>
      <fieldset aria-describedby={errors.paymentMethod ? id('paymentMethod') : undefined}>
        <legend className="sr-only">{CHECKOUT_COPY.payment}</legend>
        <PaymentChoice
          name={name}
          checked={form.paymentMethod === 'cod'}
          disabled={!payment.cod.available}
          onChoose={() => choose('cod')}
          label={CHECKOUT_COPY.cod}
          hint={payment.cod.reason ?? CHECKOUT_COPY.codHint}
        />
        {payment.online && (
          <PaymentChoice
            name={name}
            checked={form.paymentMethod === 'online'}
            disabled={false}
            onChoose={() => choose('online')}
            label={CHECKOUT_COPY.online}
            hint={CHECKOUT_COPY.onlineHint}
          />
        )}
      </fieldset>
      {errors.paymentMethod && (
        <p id={id('paymentMethod')} className="mt-2 text-sm font-medium text-terracotta">
          {errors.paymentMethod}
        </p>
      )}
      {payment.outlook?.needsCall === true && (
        <div className="mt-5 space-y-3">
          <p role="note" className="rounded-xl bg-terracotta/10 p-4 text-[0.9375rem] text-charcoal">
            {payment.outlook.message}
          </p>
          <CallbackRequest
            lines={lines}
            pincode={isPincode(form.delivery.pincode) ? form.delivery.pincode.trim() : undefined}
            contact={{ name: form.name, email: form.email, phone: form.phone }}
          />
        </div>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand/60 sm:p-7">
      <h2 className="mb-5 text-xl font-medium text-charcoal">{title}</h2>
      {children}
    </section>
  );
}

function AddressFields({
  which,
  bindings,
  areaHint,
}: {
  which: Which;
  bindings: CheckoutBindings;
  /** A note beside Area: the profile filled the rest of the address (profileLeavesArea). */
  areaHint?: string | undefined;
}): ReactNode {
  const { id, errors, bindAddress: bind } = bindings;
  const form = bindings.form[which];
  const field = (part: AddressPart) => `${which}.${part}` as const;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        id={id(field('line1'))}
        label="House, building and street"
        error={errors[field('line1')]}
        className="sm:col-span-2"
      >
        <input
          type="text"
          {...bind(which, 'line1')}
          autoComplete={`${which === 'billing' ? 'billing ' : ''}address-line1`}
          className={controlClass}
        />
      </Field>
      <Field id={id(field('area'))} label="Area" hint={areaHint} error={errors[field('area')]}>
        <input
          type="text"
          {...bind(which, 'area')}
          autoComplete={`${which === 'billing' ? 'billing ' : ''}address-line2`}
          className={controlClass}
        />
      </Field>
      <Field id={id(field('landmark'))} label="Landmark" optional error={errors[field('landmark')]}>
        <input type="text" {...bind(which, 'landmark')} className={controlClass} />
      </Field>
      <Field id={id(field('city'))} label="City" error={errors[field('city')]}>
        <input
          type="text"
          {...bind(which, 'city')}
          autoComplete={`${which === 'billing' ? 'billing ' : ''}address-level2`}
          className={controlClass}
        />
      </Field>
      <Field
        id={id(field('stateCode'))}
        label="State"
        error={errors[field('stateCode')] ?? addressStateProblem(form)}
      >
        <select {...bind(which, 'stateCode')} className={selectClass}>
          <option value="">Select a state</option>
          {STATES_BY_NAME.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id(field('pincode'))} label="Pincode" error={errors[field('pincode')]}>
        <input
          type="text"
          {...bind(which, 'pincode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete={`${which === 'billing' ? 'billing ' : ''}postal-code`}
          placeholder={form.pincode ? undefined : '500034'}
          className={controlClass}
        />
      </Field>
    </div>
  );
}

function PaymentChoice({
  name,
  checked,
  disabled,
  onChoose,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
  label: string;
  hint: string | null;
}): ReactNode {
  return (
    <label
      className={`mt-3 flex items-start gap-3 rounded-xl p-4 ring-1 first:mt-0 ${checked && !disabled ? 'ring-teal' : 'ring-sand'} ${disabled ? 'opacity-60' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked && !disabled}
        disabled={disabled}
        onChange={onChoose}
        className="mt-1 size-5 accent-teal"
      />
      <span>
        <span className="block font-semibold text-charcoal">{label}</span>
        {hint && <span className="mt-0.5 block text-sm text-muted">{hint}</span>}
      </span>
    </label>
  );
}

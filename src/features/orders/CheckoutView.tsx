// Checkout (docs/orders.md, decision 124): the shopper's contact details, an Indian delivery address,
// billing and GSTIN, installation and payment, beside a summary the server priced with its GST. The
// order is placed once per attempt (an Idempotency-Key kept while nothing changes); a changed price or
// a sold-out line comes back as the new quote, shown before anything is charged.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CheckoutSettings, PlacedOrder, PlaceOrder, Quote } from '../../../contract/orders.ts';
import { controlClass, Field, selectClass, Spinner } from '../../components/form-controls.tsx';
import { formatINR } from '../../lib/money.ts';
import { formFailureMessage, toApiError } from '../../lib/api.ts';
import type { User } from '../../../contract/account.ts';
import { USER_DATA_KEY } from '../../lib/storage-keys.ts';
import {
  $cart,
  CallbackRequest,
  checkoutLines,
  clearCart,
  fetchCheckoutSettings,
  replaceCart,
  unitPrice,
  type CartItem,
} from '../cart/index.ts';
import { correctedCart } from './cart-corrections.ts';
import { checkoutPayment } from './checkout-payment.ts';
import { rememberedPincode, rememberPincode, unserviceableMessage } from '../delivery/index.ts';
import { toast, toastOnNextPage } from '../toasts/index.ts';
import { brand } from '../../lib/brand.ts';
import { PAYMENT_COPY, payOrder } from './online-payment.ts';
import {
  addressStateProblem,
  CHECKOUT_FIELD_ORDER,
  EMPTY_CHECKOUT,
  placeCheckoutErrors,
  prefillFrom,
  STATES_BY_NAME,
  profileLeavesArea,
  toPlaceOrder,
  validateCheckout,
  withPincode,
  type AddressForm,
  type AddressPart,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from './checkout-form.ts';
import { CHECKOUT_COPY, formatPaise } from './orders-copy.ts';
import { fieldErrorsOf, newIdempotencyKey, ordersApi, quoteFailureMessage, refusalOf } from './orders-api.ts';
import { isPincode } from '../../../contract/delivery-rules.ts';

/**
 * The signed-in customer's profile as this browser keeps it. Read directly, so checkout loads the
 * sign-in library only when a signed-in customer places the order.
 */
function storedUser(): User | null {
  try {
    const stored = JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null') as { user?: unknown } | null;
    return stored?.user && typeof stored.user === 'object' ? (stored.user as User) : null;
  } catch {
    return null;
  }
}

/** Places the order for the signed-in customer, or as a guest when nobody is signed in here. */
async function placeFor(request: PlaceOrder, key: string): Promise<PlacedOrder> {
  if (!storedUser()) return ordersApi.place(request, key);
  const { withToken } = await import('../account/index.ts');
  try {
    return await withToken((token) => ordersApi.place(request, key, token));
  } catch (error) {
    // The sign-in ran out: the order is placed as a guest's, and joins the account on the next sign-in.
    if (toApiError(error).isAuthError) return ordersApi.place(request, key);
    throw error;
  }
}

type QuoteState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; quote: Quote }
  | { kind: 'failed'; message: string };

export default function CheckoutView(): ReactNode {
  const items = useStore($cart);
  const [signedIn] = useState(() => storedUser() !== null);
  const uid = useId();
  const [form, setForm] = useState<CheckoutForm>(() => ({
    ...EMPTY_CHECKOUT,
    delivery: withPincode(EMPTY_CHECKOUT.delivery, rememberedPincode() ?? ''),
  }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [quote, setQuote] = useState<QuoteState>({ kind: 'idle' });
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const keyRef = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const prefilled = useRef(false);
  const [areaFromProfile, setAreaFromProfile] = useState(false);
  const id = (field: string) => `${uid}-${field.replace('.', '-')}`;

  // A signed-in customer's profile fills the empty fields, once.
  useEffect(() => {
    const user = storedUser();
    if (prefilled.current || !user) return;
    prefilled.current = true;
    setAreaFromProfile(profileLeavesArea(user));
    setForm((current) => {
      const filled = prefillFrom(current, user);
      // A profile without a state still has its pincode's.
      return filled.delivery.stateCode
        ? filled
        : { ...filled, delivery: withPincode(filled.delivery, filled.delivery.pincode) };
    });
  }, []);

  // The summary is the server's: priced again whenever the cart, the pincode, the state or
  // installation change.
  const lines = checkoutLines(items);
  const quoteKey = JSON.stringify([lines, form.delivery.pincode, form.delivery.stateCode, form.installation]);
  useEffect(() => {
    const { pincode, stateCode } = form.delivery;
    if (lines.length === 0 || !isPincode(pincode) || !stateCode || addressStateProblem(form.delivery)) {
      setQuote({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setQuote((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    const timer = setTimeout(() => {
      ordersApi
        .quote(
          { lines, pincode: pincode.trim(), stateCode, installation: form.installation },
          controller.signal,
        )
        .then((answer) => setQuote({ kind: 'ready', quote: answer }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setQuote({ kind: 'failed', message: quoteFailureMessage(error) });
          // The quote's pincode and state are the delivery address's.
          const { pincode: pincodeError, stateCode: stateError } = fieldErrorsOf(error);
          if (pincodeError || stateError)
            setErrors((current) => ({
              ...current,
              'delivery.pincode': pincodeError ?? current['delivery.pincode'],
              'delivery.stateCode': stateError ?? current['delivery.stateCode'],
            }));
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // quoteKey holds everything the quote depends on.
  }, [quoteKey]);

  const ready = quote.kind === 'ready' ? quote.quote : null;
  // How the order can be paid, from the first moment its total is known (decision 161).
  const [settings, setSettings] = useState<CheckoutSettings | null>(null);
  useEffect(() => {
    fetchCheckoutSettings()
      .then(setSettings)
      .catch((error: unknown) => console.warn('Could not read how an order can be paid', error));
  }, []);
  const payment = checkoutPayment({
    settings,
    quote: ready,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    total: items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0),
  });
  const needsCall = payment.outlook?.needsCall === true;
  const canPlace =
    ready !== null &&
    ready.delivery.serviceable &&
    ready.problems.length === 0 &&
    ready.priceChanges.length === 0 &&
    !needsCall;
  // Cash on delivery is the default; when it is not offered and online is, online is chosen.
  useEffect(() => {
    if (form.paymentMethod === 'cod' && !payment.cod.available && payment.online) {
      setForm((current) => ({ ...current, paymentMethod: 'online' }));
    }
    if (form.paymentMethod === 'online' && !payment.online && payment.cod.available) {
      setForm((current) => ({ ...current, paymentMethod: 'cod' }));
    }
  }, [payment.cod.available, payment.online, form.paymentMethod]);

  const change = (next: (current: CheckoutForm) => CheckoutForm, field?: CheckoutField) => {
    keyRef.current = null;
    setForm(next);
    if (field && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const bindText = (field: 'name' | 'email' | 'phone' | 'gstin') => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      change((current) => ({ ...current, [field]: event.target.value }), field),
  });
  const bindAddress = (which: 'delivery' | 'billing', part: AddressPart) => ({
    value: form[which][part],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      // A pincode fills in its state (decision 158).
      const next = (address: AddressForm): AddressForm =>
        part === 'pincode' ? withPincode(address, value) : { ...address, [part]: value };
      change((current) => ({ ...current, [which]: next(current[which]) }), `${which}.${part}`);
      if (part === 'pincode' && errors[`${which}.stateCode`])
        setErrors((current) => ({ ...current, [`${which}.stateCode`]: undefined }));
    },
  });

  const focusFirst = (found: CheckoutErrors) => {
    const field = CHECKOUT_FIELD_ORDER.find((name) => found[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(field))}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placingRef.current || lines.length === 0) return;
    const found = validateCheckout(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    if (!canPlace) {
      toast.error(
        !ready
          ? CHECKOUT_COPY.needAddress
          : !ready.delivery.serviceable
            ? unserviceableMessage(form.delivery.pincode.trim())
            : CHECKOUT_COPY.changed,
      );
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    try {
      keyRef.current ??= newIdempotencyKey();
      const key = keyRef.current;
      const request = toPlaceOrder(form, lines);
      const placed = await placeFor(request, key);
      rememberPincode(request.delivery.pincode);
      // The order exists and holds its stock: the cart's work is done, whatever the payment does.
      clearCart();
      const page = `/orders/view?id=${encodeURIComponent(placed.order.id)}&token=${encodeURIComponent(placed.accessToken)}`;
      if (placed.order.payment) {
        let paid = null;
        try {
          paid = await payOrder(
            placed.order,
            placed.order.payment,
            { token: placed.accessToken },
            brand.name,
          );
        } catch {
          toastOnNextPage(PAYMENT_COPY.notVerified);
          window.location.assign(page);
          return;
        }
        if (!paid) {
          toastOnNextPage(PAYMENT_COPY.dismissed);
          window.location.assign(page);
          return;
        }
      }
      toast.success(CHECKOUT_COPY.placed);
      window.location.assign(`${page}&placed=1`);
    } catch (error) {
      // A refusal means the next attempt is a new order; a lost answer is retried with the same key,
      // so an order that did go through is not placed twice.
      const status = toApiError(error).status;
      if (status >= 400 && status < 500) keyRef.current = null;
      const refusal = refusalOf(error);
      if (refusal) setQuote({ kind: 'ready', quote: refusal.quote });
      toast.error(formFailureMessage(error, CHECKOUT_COPY.failed));
      const placedErrors = placeCheckoutErrors(fieldErrorsOf(error));
      setErrors(placedErrors);
      focusFirst(placedErrors);
      placingRef.current = false;
      setPlacing(false);
    }
  };

  if (items.length === 0 && !placing) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft">
        <h2 className="text-2xl font-medium text-charcoal">{CHECKOUT_COPY.empty}</h2>
        <p className="mt-2 text-muted">{CHECKOUT_COPY.emptyHint}</p>
        <a href="/products" className="btn btn-primary mt-6">
          {CHECKOUT_COPY.browse}
        </a>
      </section>
    );
  }

  const installation = ready?.delivery.installation ?? null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]"
      aria-busy={placing}
    >
      <div className="space-y-8">
        <Section title={CHECKOUT_COPY.contact}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={id('name')} label="Full Name" error={errors.name} className="sm:col-span-2">
              <input type="text" {...bindText('name')} autoComplete="name" className={controlClass} />
            </Field>
            <Field id={id('email')} label="Email Address" error={errors.email}>
              <input
                type="email"
                {...bindText('email')}
                autoComplete="email"
                placeholder="you@example.in"
                className={controlClass}
              />
            </Field>
            <Field id={id('phone')} label="Phone Number" error={errors.phone}>
              <input
                type="tel"
                {...bindText('phone')}
                autoComplete="tel"
                inputMode="tel"
                placeholder="+91 98765 43210"
                className={controlClass}
              />
            </Field>
          </div>
          {!signedIn && <p className="mt-3 text-sm text-muted">{CHECKOUT_COPY.signInHint}</p>}
        </Section>

        <Section title={CHECKOUT_COPY.delivery}>
          <AddressFields
            which="delivery"
            id={id}
            bind={bindAddress}
            errors={errors}
            form={form.delivery}
            areaHint={
              areaFromProfile && !form.delivery.area.trim() ? CHECKOUT_COPY.areaFromProfile : undefined
            }
          />
          {ready && !ready.delivery.serviceable && (
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
              <AddressFields which="billing" id={id} bind={bindAddress} errors={errors} form={form.billing} />
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

        <Section title={CHECKOUT_COPY.payment}>
          <fieldset aria-describedby={errors.paymentMethod ? id('paymentMethod') : undefined}>
            <legend className="sr-only">{CHECKOUT_COPY.payment}</legend>
            <PaymentChoice
              name={`${uid}-payment`}
              checked={form.paymentMethod === 'cod'}
              disabled={!payment.cod.available}
              onChoose={() => change((current) => ({ ...current, paymentMethod: 'cod' }), 'paymentMethod')}
              label={CHECKOUT_COPY.cod}
              hint={payment.cod.reason ?? CHECKOUT_COPY.codHint}
            />
            {payment.online && (
              <PaymentChoice
                name={`${uid}-payment`}
                checked={form.paymentMethod === 'online'}
                disabled={false}
                onChoose={() =>
                  change((current) => ({ ...current, paymentMethod: 'online' }), 'paymentMethod')
                }
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
          {needsCall && (
            <div className="mt-5 space-y-3">
              <p role="note" className="rounded-xl bg-terracotta/10 p-4 text-[0.9375rem] text-charcoal">
                {payment.outlook?.message}
              </p>
              <CallbackRequest
                lines={lines}
                pincode={isPincode(form.delivery.pincode) ? form.delivery.pincode.trim() : undefined}
                contact={{ name: form.name, email: form.email, phone: form.phone }}
              />
            </div>
          )}
        </Section>
      </div>

      <Summary
        items={items}
        quote={quote}
        placing={placing}
        blocked={needsCall}
        online={form.paymentMethod === 'online' && payment.online}
      />
    </form>
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
  id,
  bind,
  errors,
  form,
  areaHint,
}: {
  which: 'delivery' | 'billing';
  id: (field: string) => string;
  bind: (
    which: 'delivery' | 'billing',
    part: AddressPart,
  ) => { value: string; onChange: (event: { target: { value: string } }) => void };
  errors: CheckoutErrors;
  form: AddressForm;
  /** A note beside Area: the profile filled the rest of the address (profileLeavesArea). */
  areaHint?: string | undefined;
}): ReactNode {
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

function Summary({
  items,
  quote,
  placing,
  blocked,
  online,
}: {
  items: readonly CartItem[];
  quote: QuoteState;
  placing: boolean;
  /** Nothing on the website can take the order: Place Order would only be refused. */
  blocked: boolean;
  online: boolean;
}): ReactNode {
  const ready = quote.kind === 'ready' ? quote.quote : null;
  const changed = ready !== null && (ready.problems.length > 0 || ready.priceChanges.length > 0);
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="h-fit rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand/60 sm:p-7 lg:sticky lg:top-28"
    >
      <h2 id="checkout-summary" className="text-2xl font-medium text-charcoal">
        {CHECKOUT_COPY.summary}
      </h2>
      <ul className="mt-5 space-y-3 text-[0.9375rem]">
        {(ready ? ready.lines : []).map((line) => (
          <li
            key={`${line.kind}:${line.productId ?? ''}:${line.variantId ?? ''}`}
            className="flex justify-between gap-4"
          >
            <span className="text-charcoal">
              {line.name}
              {line.variantName ? ` · ${line.variantName}` : ''}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </span>
            <span className="font-semibold tabular-nums">{formatPaise(line.amount)}</span>
          </li>
        ))}
        {!ready &&
          items.map((item) => (
            <li key={`${item.id}:${item.variant?.id ?? ''}`} className="flex justify-between gap-4">
              <span className="text-charcoal">
                {item.name}
                {item.variant ? ` · ${item.variant.name}` : ''}
                {item.quantity > 1 ? ` × ${item.quantity}` : ''}
              </span>
              <span className="font-semibold tabular-nums">{formatINR(unitPrice(item) * item.quantity)}</span>
            </li>
          ))}
      </ul>

      {changed && ready && (
        <div role="alert" className="mt-5 rounded-xl bg-terracotta/10 p-4 text-[0.9375rem] text-charcoal">
          <p className="font-semibold">{CHECKOUT_COPY.changed}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {ready.priceChanges.map((change) => (
              <li key={`p:${change.productId}:${change.variantId ?? ''}`}>
                {change.name}: {formatINR(change.was)} → {formatINR(change.now)}
              </li>
            ))}
            {ready.problems.map((problem) => (
              <li key={`x:${problem.productId}:${problem.variantId ?? ''}`}>{problem.message}</li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-outline mt-3"
            onClick={() =>
              replaceCart(
                correctedCart(items, {
                  prices: ready.priceChanges,
                  shortages: ready.problems.map((problem) => ({
                    productId: problem.productId,
                    variantId: problem.variantId,
                    available: problem.problem === 'short' ? problem.available : 0,
                  })),
                }),
              )
            }
          >
            {CHECKOUT_COPY.updateCart}
          </button>
        </div>
      )}

      {ready ? (
        <dl className="mt-5 space-y-2.5 border-t border-sand pt-4 text-[0.9375rem]">
          <Row label={CHECKOUT_COPY.deliveryLine} value={CHECKOUT_COPY.free} />
          <Row label={CHECKOUT_COPY.taxable} value={formatPaise(ready.totals.taxable)} />
          {ready.intraState ? (
            <>
              <Row label="CGST" value={formatPaise(ready.totals.cgst)} />
              <Row label="SGST" value={formatPaise(ready.totals.sgst)} />
            </>
          ) : (
            <Row label="IGST" value={formatPaise(ready.totals.igst)} />
          )}
          <div className="flex items-baseline justify-between gap-4 border-t border-sand pt-3">
            <dt className="text-base font-semibold text-charcoal">{CHECKOUT_COPY.total}</dt>
            <dd
              className="font-display text-2xl font-medium text-charcoal tabular-nums"
              data-testid="checkout-total"
            >
              {formatPaise(ready.totals.total)}
            </dd>
          </div>
          <p className="text-sm text-muted">{CHECKOUT_COPY.includesGst}</p>
        </dl>
      ) : (
        <p className="mt-5 border-t border-sand pt-4 text-[0.9375rem] text-muted" aria-live="polite">
          {quote.kind === 'loading'
            ? CHECKOUT_COPY.quoting
            : quote.kind === 'failed'
              ? quote.message
              : CHECKOUT_COPY.needAddress}
        </p>
      )}

      <button type="submit" disabled={placing || blocked} className="btn btn-primary mt-6 w-full text-base">
        {placing ? (
          <>
            <Spinner /> {CHECKOUT_COPY.placing}
          </>
        ) : online ? (
          CHECKOUT_COPY.placeAndPay
        ) : (
          CHECKOUT_COPY.place
        )}
      </button>
    </aside>
  );
}

function Row({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-charcoal tabular-nums">{value}</dd>
    </div>
  );
}

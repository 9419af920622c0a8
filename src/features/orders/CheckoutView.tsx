// Checkout (docs/orders.md, decision 124): the shopper's contact details, an Indian delivery address,
// billing and GSTIN, installation and payment, beside a summary the server priced with its GST. The
// order is placed once per attempt (an Idempotency-Key kept while nothing changes); a changed price or
// a sold-out line comes back as the new quote, shown before anything is charged.
//
// The view holds the state and the placing; its pieces are the form's sections (CheckoutSections.tsx),
// the summary (CheckoutSummary.tsx), the quote (use-checkout-quote.ts) and the order's placing and
// payment (place-order.ts).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CheckoutSettings } from '@contract/orders.ts';
import { formFailureMessage, toApiError } from '../../lib/api.ts';
import { $cart, checkoutLines, clearCart, fetchCheckoutSettings, unitPrice } from '../cart/index.ts';
import { rememberedPincode, rememberPincode, unserviceableMessage } from '../delivery/index.ts';
import { toast } from '../toasts/index.ts';
import {
  CHECKOUT_FIELD_ORDER,
  EMPTY_CHECKOUT,
  placeCheckoutErrors,
  prefillFrom,
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
import { checkoutPayment, type CheckoutPayment } from './checkout-payment.ts';
import {
  BillingSection,
  ContactSection,
  DeliverySection,
  PaymentSection,
  type CheckoutBindings,
} from './CheckoutSections.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { CHECKOUT_COPY } from './orders-copy.ts';
import { fieldErrorsOf, newIdempotencyKey, refusalOf } from './orders-api.ts';
import { payAndOpen, placeFor, storedUser } from './place-order.ts';
import { useCheckoutQuote } from './use-checkout-quote.ts';

/**
 * The form as checkout opens: the remembered pincode, and a signed-in customer's profile in the empty
 * fields (a profile without a state still has its pincode's). The view runs in the browser only, so
 * the profile is read as it starts.
 */
function openingForm(): { form: CheckoutForm; areaFromProfile: boolean } {
  const form = {
    ...EMPTY_CHECKOUT,
    delivery: withPincode(EMPTY_CHECKOUT.delivery, rememberedPincode() ?? ''),
  };
  const user = storedUser();
  if (!user) return { form, areaFromProfile: false };
  const filled = prefillFrom(form, user);
  return {
    form: filled.delivery.stateCode
      ? filled
      : { ...filled, delivery: withPincode(filled.delivery, filled.delivery.pincode) },
    areaFromProfile: profileLeavesArea(user),
  };
}

/** Cash on delivery is the default; when it is not offered and online is, online is chosen. */
function offeredMethod(
  chosen: CheckoutForm['paymentMethod'],
  payment: CheckoutPayment,
): CheckoutForm['paymentMethod'] {
  if (chosen === 'cod' && !payment.cod.available && payment.online) return 'online';
  if (chosen === 'online' && !payment.online && payment.cod.available) return 'cod';
  return chosen;
}

/** How the order can be paid, from the first moment its total is known (decision 161). */
function useCheckoutSettings(): CheckoutSettings | null {
  const [settings, setSettings] = useState<CheckoutSettings | null>(null);
  useEffect(() => {
    fetchCheckoutSettings()
      .then(setSettings)
      .catch((error: unknown) => console.warn('Could not read how an order can be paid', error));
  }, []);
  return settings;
}

function EmptyCheckout(): ReactNode {
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

export default function CheckoutView(): ReactNode {
  const items = useStore($cart);
  const [opening] = useState(openingForm);
  const [signedIn] = useState(() => storedUser() !== null);
  const uid = useId();
  const [form, setForm] = useState<CheckoutForm>(opening.form);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const keyRef = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = (field: string) => `${uid}-${field.replace('.', '-')}`;

  const lines = checkoutLines(items);
  const [codes, setCodes] = useState<string[]>([]);
  const { quote, showQuote } = useCheckoutQuote(lines, form.delivery, form.installation, setErrors, {
    codes,
    email: form.email,
  });
  const ready = quote.kind === 'ready' ? quote.quote : null;
  // Only the codes the server applied go with the order; one that does not apply stays on screen with why.
  const appliedCodes = (ready?.coupons ?? []).filter((coupon) => coupon.applied).map((coupon) => coupon.code);
  const settings = useCheckoutSettings();
  const payment = checkoutPayment({
    settings,
    quote: ready,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    total: items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0),
  });
  // A payment method that is no longer offered gives way to the one that is, as soon as it is known.
  const method = offeredMethod(form.paymentMethod, payment);
  if (method !== form.paymentMethod) setForm((current) => ({ ...current, paymentMethod: method }));
  const needsCall = payment.outlook?.needsCall === true;
  const canPlace =
    ready !== null &&
    ready.delivery.serviceable &&
    ready.problems.length === 0 &&
    ready.priceChanges.length === 0 &&
    !needsCall;

  const change = (next: (current: CheckoutForm) => CheckoutForm, field?: CheckoutField) => {
    keyRef.current = null;
    setForm(next);
    if (field && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const bindings: CheckoutBindings = {
    form,
    errors,
    id,
    change,
    bindText: (field) => ({
      value: form[field],
      onChange: (event) => change((current) => ({ ...current, [field]: event.target.value }), field),
    }),
    bindAddress: (which, part: AddressPart) => ({
      value: form[which][part],
      onChange: (event) => {
        const value = event.target.value;
        // A pincode fills in its state (decision 158).
        const next = (address: AddressForm): AddressForm =>
          part === 'pincode' ? withPincode(address, value) : { ...address, [part]: value };
        change((current) => ({ ...current, [which]: next(current[which]) }), `${which}.${part}`);
        if (part === 'pincode' && errors[`${which}.stateCode`])
          setErrors((current) => ({ ...current, [`${which}.stateCode`]: undefined }));
      },
    }),
  };

  const focusFirst = (found: CheckoutErrors) => {
    const field = CHECKOUT_FIELD_ORDER.find((name) => found[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(field))}`)?.focus();
  };

  /** Why the order cannot be placed yet, or null when it can. */
  const notYet = (): string | null => {
    if (canPlace) return null;
    if (!ready) return CHECKOUT_COPY.needAddress;
    if (!ready.delivery.serviceable) return unserviceableMessage(form.delivery.pincode.trim());
    return CHECKOUT_COPY.changed;
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
    const reason = notYet();
    if (reason) {
      toast.error(reason);
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    try {
      keyRef.current ??= newIdempotencyKey();
      const key = keyRef.current;
      const request = { ...toPlaceOrder(form, lines), couponCodes: appliedCodes };
      const placed = await placeFor(request, key);
      rememberPincode(request.delivery.pincode);
      // The order exists and holds its stock: the cart's work is done, whatever the payment does.
      clearCart();
      await payAndOpen(placed);
    } catch (error) {
      // A refusal means the next attempt is a new order; a lost answer is retried with the same key,
      // so an order that did go through is not placed twice.
      const status = toApiError(error).status;
      if (status >= 400 && status < 500) keyRef.current = null;
      const refusal = refusalOf(error);
      if (refusal) showQuote(refusal.quote);
      toast.error(formFailureMessage(error, CHECKOUT_COPY.failed));
      const placedErrors = placeCheckoutErrors(fieldErrorsOf(error));
      setErrors(placedErrors);
      focusFirst(placedErrors);
      placingRef.current = false;
      setPlacing(false);
    }
  };

  if (items.length === 0 && !placing) return <EmptyCheckout />;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]"
      aria-busy={placing}
    >
      <div className="space-y-8">
        <ContactSection bindings={bindings} signedIn={signedIn} />
        <DeliverySection bindings={bindings} quote={ready} areaFromProfile={opening.areaFromProfile} />
        <BillingSection bindings={bindings} />
        <PaymentSection bindings={bindings} name={`${uid}-payment`} payment={payment} lines={lines} />
      </div>

      <CheckoutSummary
        items={items}
        quote={quote}
        placing={placing}
        blocked={needsCall}
        online={form.paymentMethod === 'online' && payment.online}
        codes={codes}
        onCodes={(next) => {
          keyRef.current = null;
          setCodes(next);
        }}
      />
    </form>
  );
}

// "Request a callback to order" (decision 161): for a cart the website cannot take, the shopper leaves
// a name, a phone number and an e-mail address, and the server stores the cart it priced as a lead. On
// the cart the button opens three fields; checkout hands in the contact details its own form holds.
import { useId, useRef, useState, type ReactNode } from 'react';
import type { CheckoutLine } from '@contract/orders.ts';
import { EmailField, FullNameField, PhoneField, Spinner } from '../../components/form-controls.tsx';
import { CALL_COPY } from './payment-outlook.ts';

export interface CallbackContact {
  name: string;
  email: string;
  phone: string;
}

interface Props {
  lines: readonly CheckoutLine[];
  pincode?: string | undefined;
  /** Checkout's contact details; without them the shopper types their own. */
  contact?: CallbackContact;
}

type Sent = { reference: string; message: string };

const EMPTY: CallbackContact = { name: '', email: '', phone: '' };

/** The messages checkout uses for the same fields. */
function missing(contact: CallbackContact): Partial<Record<keyof CallbackContact, string>> {
  const errors: Partial<Record<keyof CallbackContact, string>> = {};
  if (!contact.name.trim()) errors.name = 'Name is required';
  if (!contact.phone.trim()) errors.phone = 'Phone number is required';
  if (!contact.email.trim()) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim()))
    errors.email = 'Please enter a valid email address';
  return errors;
}

export default function CallbackRequest({ lines, pincode, contact }: Props): ReactNode {
  const uid = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<CallbackContact>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CallbackContact, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const keyRef = useRef<string | null>(null);
  const who = contact ?? typed;

  const send = async () => {
    if (sending) return;
    const found = missing(who);
    setErrors(found);
    setFailure(contact && Object.keys(found).length > 0 ? Object.values(found)[0]! : null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    keyRef.current ??= crypto.randomUUID();
    const { sendCallback } = await import('./callback-api.ts');
    const outcome = await sendCallback(
      {
        name: who.name.trim(),
        email: who.email.trim(),
        phone: who.phone.trim(),
        lines: [...lines],
        ...(pincode ? { pincode } : {}),
      },
      keyRef.current,
    );
    setSending(false);
    if (outcome.ok) {
      setSent({ reference: outcome.reference, message: outcome.message });
      return;
    }
    keyRef.current = null;
    setErrors({ name: outcome.fields.name, email: outcome.fields.email, phone: outcome.fields.phone });
    setFailure(outcome.message);
  };

  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-teal/10 p-4 text-[0.9375rem] text-charcoal">
        {sent.message} {CALL_COPY.reference} <strong>{sent.reference}</strong>.
      </p>
    );
  }

  const button = (
    <button
      type="button"
      className="btn btn-outline w-full"
      disabled={sending}
      onClick={() => (contact || open ? void send() : setOpen(true))}
    >
      {sending ? (
        <>
          <Spinner /> {CALL_COPY.sending}
        </>
      ) : contact || !open ? (
        CALL_COPY.request
      ) : (
        CALL_COPY.send
      )}
    </button>
  );

  if (contact || !open) {
    return (
      <div className="space-y-2">
        {button}
        {failure && (
          <p role="alert" className="text-sm font-medium text-terracotta">
            {failure}
          </p>
        )}
      </div>
    );
  }

  const bind = (field: keyof CallbackContact) => ({
    value: typed[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setTyped((current) => ({ ...current, [field]: value }));
    },
  });
  return (
    <div role="group" aria-label={CALL_COPY.request} className="space-y-3">
      <FullNameField id={`${uid}-name`} error={errors.name} binding={bind('name')} />
      <PhoneField id={`${uid}-phone`} error={errors.phone} binding={bind('phone')} />
      <EmailField id={`${uid}-email`} error={errors.email} binding={bind('email')} withExample={false} />
      {button}
      {failure && !Object.values(errors).some(Boolean) && (
        <p role="alert" className="text-sm font-medium text-terracotta">
          {failure}
        </p>
      )}
    </div>
  );
}

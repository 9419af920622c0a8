// The pincode check's markup (docs/orders.md): a six-digit field and a button; pincode-check.script.ts
// makes it work. Static HTML on the product page, the same inside the cart's island.
import { useId, type ReactNode } from 'react';
import { controlClass } from '../../components/control-class.ts';
import { PINCODE_COPY } from './delivery-copy.ts';

export function PincodeCheck(): ReactNode {
  const id = useId();
  return (
    <section
      data-pincode-check=""
      aria-labelledby={`${id}-label`}
      className="rounded-xl bg-cream p-4 ring-1 ring-sand/60"
    >
      <form noValidate className="flex flex-col gap-2">
        <label id={`${id}-label`} htmlFor={`${id}-pincode`} className="text-sm font-semibold text-charcoal">
          {PINCODE_COPY.label}
        </label>
        <div className="flex gap-2">
          <div className="w-36">
            <input
              id={`${id}-pincode`}
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              placeholder="500032"
              aria-describedby={`${id}-result`}
              className={controlClass}
            />
          </div>
          <button type="submit" className="btn btn-outline">
            {PINCODE_COPY.button}
          </button>
        </div>
      </form>
      <div id={`${id}-result`} data-pincode-result="" aria-live="polite" className="mt-2 space-y-1 text-sm" />
    </section>
  );
}

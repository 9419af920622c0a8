// "Notify me when it's back" in the purchase panel (docs/notify-me.md): a button, and the small form it
// opens. Static markup, shown while what the shopper chose is out of stock; notify-me.script.ts shows and
// hides it with the live stock, and loads the form's behaviour only when the button is pressed.
import { useId, type ReactNode } from 'react';
import { controlClass } from '../../components/control-class.ts';
import { stockState } from '../../lib/stock.ts';
import { NOTIFY_COPY } from './notify-copy.ts';

/** `status`: the stock state of what is chosen when the page is built. */
export function NotifyMe({ status }: { status: string }): ReactNode {
  const id = useId();
  return (
    <section data-notify-me="" hidden={stockState(status) !== 'out_of_stock'} aria-label={NOTIFY_COPY.open}>
      <button
        type="button"
        data-notify-open=""
        aria-expanded="false"
        aria-controls={`${id}-form`}
        className="btn btn-outline min-h-12 w-full"
      >
        {NOTIFY_COPY.open}
      </button>
      <form
        id={`${id}-form`}
        data-notify-form=""
        noValidate
        hidden
        className="mt-3 flex flex-col gap-2 rounded-xl bg-cream p-4 ring-1 ring-sand/60"
      >
        <p id={`${id}-intro`} className="text-sm text-charcoal">
          {NOTIFY_COPY.intro}
        </p>
        <label htmlFor={`${id}-email`} className="text-sm font-semibold text-charcoal">
          {NOTIFY_COPY.label}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
            aria-describedby={`${id}-intro ${id}-result`}
            className={controlClass}
          />
          <button type="submit" className="btn btn-primary shrink-0">
            {NOTIFY_COPY.submit}
          </button>
        </div>
        <p id={`${id}-result`} data-notify-result="" aria-live="polite" className="text-sm text-charcoal" />
      </form>
    </section>
  );
}

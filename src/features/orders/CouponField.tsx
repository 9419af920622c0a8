// The coupon code at checkout (decision 202): the shopper types a code and applies it; the server's quote
// says what each code took off or why it does not apply, and each can be removed. Enter applies the code
// rather than placing the order. Only codes the server applied are sent with the order.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { COUPON_CODES_MAX, couponCodeProblem, normalizeCouponCode } from '@contract/coupon-rules.ts';
import type { CouponOutcome } from '@contract/coupons.ts';
import { controlClass } from '../../components/form-controls.tsx';
import { CHECKOUT_COPY } from './orders-copy.ts';

export function CouponField({
  codes,
  outcomes,
  onChange,
}: {
  codes: readonly string[];
  /** The last quote's outcomes, when it has been priced with these codes. */
  outcomes: readonly CouponOutcome[];
  onChange: (codes: string[]) => void;
}): ReactNode {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const apply = () => {
    const code = normalizeCouponCode(typed);
    const found = couponCodeProblem(code);
    if (found) return setProblem(found);
    if (codes.includes(code)) return setProblem(`${code} is already applied`);
    if (codes.length >= COUPON_CODES_MAX) return setProblem(`At most ${COUPON_CODES_MAX} codes at once`);
    setProblem(null);
    setTyped('');
    onChange([...codes, code]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <div className="mt-5 border-t border-sand pt-4">
      <label htmlFor={`${id}-code`} className="text-sm font-semibold text-charcoal">
        {CHECKOUT_COPY.couponLabel}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-code`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${controlClass} min-w-0 flex-1 uppercase`}
        />
        <button type="button" className="btn btn-outline" onClick={apply}>
          {CHECKOUT_COPY.couponApply}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1.5 text-sm text-terracotta-dark">
          {problem}
        </p>
      )}
      {codes.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm" aria-live="polite" data-testid="coupon-outcomes">
          {codes.map((code) => {
            const outcome = outcomes.find((candidate) => candidate.code === code);
            return (
              <li key={code} className="flex items-start justify-between gap-3">
                <span className={outcome && !outcome.applied ? 'text-terracotta-dark' : 'text-charcoal'}>
                  <span className="font-semibold">{code}</span>
                  {outcome ? ` · ${outcome.message}` : ''}
                </span>
                <button
                  type="button"
                  className="shrink-0 text-muted underline hover:text-charcoal"
                  onClick={() => onChange(codes.filter((other) => other !== code))}
                  aria-label={`${CHECKOUT_COPY.couponRemove} ${code}`}
                >
                  {CHECKOUT_COPY.couponRemove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

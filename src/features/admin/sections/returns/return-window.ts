// The Return window control's rules (decision 197): a category or a product inherits its window (the
// parent category's, else the shop's 7 days), is not returnable, or has its own number of days. The
// contract's schema checks the body; null inherits.
import { MAX_RETURN_DAYS, returnPolicyText, SHOP_RETURN_DAYS } from '@contract/return-rules.ts';
import { ReturnWindowSchema } from '@contract/returns.ts';
import { validate, type FieldErrors } from '../../lib/field-errors.ts';

export type WindowChoice = 'inherit' | 'none' | 'days';

export interface WindowForm {
  choice: WindowChoice;
  /** The days as typed, for 'days'. */
  days: string;
}

/** The form of a stored window: null inherits, 0 is not returnable, else its days. */
export const windowFormOf = (returnDays: number | null | undefined): WindowForm =>
  returnDays == null
    ? { choice: 'inherit', days: String(SHOP_RETURN_DAYS) }
    : returnDays === 0
      ? { choice: 'none', days: String(SHOP_RETURN_DAYS) }
      : { choice: 'days', days: String(returnDays) };

export const WINDOW_DAYS_MESSAGE = `Enter a whole number of days from 1 to ${MAX_RETURN_DAYS}`;

/** The PATCH body, or the field error that stops it. */
export function windowBodyOf(
  form: WindowForm,
): { body: { returnDays: number | null }; errors: null } | { body: null; errors: FieldErrors } {
  if (form.choice === 'inherit') return { body: { returnDays: null }, errors: null };
  if (form.choice === 'none') return { body: { returnDays: 0 }, errors: null };
  const text = form.days.trim();
  const days = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(days >= 1)) return { body: null, errors: { returnDays: WINDOW_DAYS_MESSAGE } };
  const checked = validate(ReturnWindowSchema, { returnDays: days });
  return checked.ok ? { body: checked.data, errors: null } : { body: null, errors: checked.errors };
}

/** What a stored window means for the shop's pages: "Inherited", or the policy the product page states. */
export const windowSummary = (returnDays: number | null | undefined): string =>
  returnDays == null ? 'Inherited' : returnPolicyText(returnDays);

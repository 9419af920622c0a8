// Coupon codes at checkout (decision 202): what the shopper's browser sends with a cart and what comes
// back for each code. The server decides whether a code applies and by how much; the browser only shows
// the answer. Codes are case-insensitive: they are compared in capitals. The plain rules and sentences are
// in coupon-rules.ts.
import { COUPON_CODES_MAX, couponCodeProblem, normalizeCouponCode } from './coupon-rules.ts';
import { z } from './zod.ts';

export * from './coupon-rules.ts';

export const couponCodeField = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .transform(normalizeCouponCode)
    .superRefine((code, context) => {
      const problem = couponCodeProblem(code);
      if (problem) context.addIssue({ code: 'custom', message: `${name}: ${problem.toLowerCase()}` });
    });

/** The codes a cart carries, each once. */
export const CouponCodesSchema = z
  .array(couponCodeField('couponCodes'), { error: 'couponCodes must be a list of codes' })
  .max(COUPON_CODES_MAX, `couponCodes may hold at most ${COUPON_CODES_MAX} codes`)
  .superRefine((codes, context) => {
    const seen = new Set<string>();
    codes.forEach((code, index) => {
      if (seen.has(code))
        context.addIssue({ code: 'custom', path: [index], message: `couponCodes holds ${code} twice` });
      seen.add(code);
    });
  })
  .default([]);

/** What the server made of one code. `discount` is paise, GST included, spread over the lines it covers. */
export const CouponOutcomeSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  discount: z.number().int(),
  /** Why the code does not apply, or what it gives: shown under the code as it is. */
  message: z.string(),
});
export type CouponOutcome = z.infer<typeof CouponOutcomeSchema>;

// The checkout and order contract (docs/orders.md, decisions 124 and 125): what the shopper's browser
// sends to price a cart and to place an order, and what comes back. Every amount in an answer was
// computed by the server: rupees for prices the shop set, paise for tax and totals.
import {
  GSTIN_MESSAGES,
  gstinProblem,
  gstinStateCode,
  stateByCode,
  wrongGstinStateMessage,
} from './india-rules.ts';
import { pincodeMatchesState, wrongStateMessage } from './pincode-rules.ts';
import { pincodeField } from './delivery.ts';
import { phoneNumber, phoneShape, type PhoneCheck } from './leads.ts';
import {
  LINE_QUANTITY_MAX,
  ORDER_LINES_MAX,
  ORDER_STATUSES,
  MOVEMENT_STATES,
  PAYMENT_ALERT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  piecesOverLimit,
  TAX_DOCUMENT_KINDS,
} from './order-rules.ts';
import { CouponCodesSchema, CouponOutcomeSchema } from './coupons.ts';
import { z } from './zod.ts';

export * from './order-rules.ts';

export { INDIAN_STATES, stateByCode } from './india-rules.ts';

// ─── Requests ───────────────────────────────────────────────────────────────────────────────────

/** "Name is required" for a missing field, "Name must be text" for one of another type. */
const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

const text = (label: string, max: number, required = true) => {
  const base = z.string({ error: textError(label) }).transform((value) => value.replace(/\s+/g, ' ').trim());
  return required
    ? base.pipe(
        z.string().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`),
      )
    : base.pipe(z.string().max(max, `${label} must be at most ${max} characters`));
};

const uuid = (label: string) =>
  z.string({ error: `${label} must be an id` }).regex(/^[0-9a-f-]{36}$/i, `${label} must be an id`);

export const CheckoutLineSchema = z.object({
  productId: uuid('productId'),
  variantId: uuid('variantId').nullish(),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(LINE_QUANTITY_MAX, `quantity must be at most ${LINE_QUANTITY_MAX} of one piece in an order`),
  /** The unit price the shopper saw, in whole rupees. A different current price is shown, never charged. */
  price: z.number({ error: 'price must be whole rupees' }).int('price must be whole rupees').positive(),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

/** "lines 1 and 3", "lines 1, 2 and 3" (counted from 1, as people count). */
const lineNumbers = (indexes: readonly number[]): string => {
  const numbers = indexes.map((index) => String(index + 1));
  return numbers.length === 1
    ? `line ${numbers[0]}`
    : `lines ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
};

/** The cart's lines. Lines of the same piece are merged before the limit of one piece applies. */
const lines = z
  .array(CheckoutLineSchema, { error: 'lines must be a list of cart lines' })
  .min(1, 'lines must hold at least one item')
  .max(ORDER_LINES_MAX, `lines must hold at most ${ORDER_LINES_MAX} items`)
  .superRefine((value, context) => {
    // One line over the limit is its quantity's own issue.
    for (const group of piecesOverLimit(value).filter((over) => over.indexes.length > 1)) {
      context.addIssue({
        code: 'custom',
        path: [group.indexes.at(-1)!, 'quantity'],
        message: `quantity must be at most ${LINE_QUANTITY_MAX} of one piece in an order: ${lineNumbers(group.indexes)} ask for ${group.quantity} together`,
      });
    }
  });

const stateCode = z
  .string({ error: 'stateCode must be a state' })
  .refine((code) => stateByCode(code) !== undefined, 'stateCode must be an Indian state or union territory');

/** A state that is not its pincode's (decision 158): the issue names `stateCode`. */
const checkPincodeState = (
  value: { pincode: string; stateCode: string },
  context: z.core.$RefinementCtx,
): void => {
  if (!pincodeMatchesState(value.pincode, value.stateCode)) {
    context.addIssue({
      code: 'custom',
      path: ['stateCode'],
      message: wrongStateMessage('stateCode', value.pincode),
    });
  }
};

export const AddressSchema = z
  .object(
    {
      /** House or flat, building and street. */
      line1: text('Address', 120),
      area: text('Area', 80),
      landmark: text('Landmark', 80, false).optional(),
      city: text('City', 60),
      /** The state or union territory: one of the pincode's states (decision 158). */
      stateCode,
      pincode: pincodeField('pincode'),
    },
    { error: 'An address must have line1, area, city, stateCode and pincode' },
  )
  .superRefine(checkPincodeState);
export type Address = z.infer<typeof AddressSchema>;

export const QuoteRequestSchema = z
  .object({
    lines,
    pincode: pincodeField('pincode'),
    /** The delivery state: one of the pincode's states, else a 400 naming `stateCode` (decision 158). */
    stateCode,
    /** Whether the shopper asks for paid installation where the pincode offers it. */
    installation: z.boolean({ error: 'installation must be true or false' }).default(false),
    /** Coupon codes to try (decision 202); the answer says what each did. */
    couponCodes: CouponCodesSchema,
    /** The shopper's e-mail when known: a code's first-order and per-customer limits are then checked. */
    email: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .email('email must be a valid email address')
        .max(254, 'email must be at most 254 characters')
        .optional(),
    ),
  })
  .superRefine(checkPincodeState);
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;
export type QuoteRequestParsed = z.output<typeof QuoteRequestSchema>;

const gstin = z
  .string({ error: 'gstin must be text' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .superRefine((value, context) => {
    const problem = gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });

/** Who is buying, or asking to be called: `check` reads the phone number (the API's full check, or a browser's light one). */
const contactFields = (check: PhoneCheck) => ({
  name: text('Name', 100),
  email: z
    .string({ error: textError('Email') })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
  phone: phoneNumber(
    z
      .string({ error: textError('Phone number') })
      .trim()
      .min(1, 'Phone number is required'),
    'Phone number must be a valid Indian mobile or landline number',
    check,
  ),
});

/** `check` reads the phone number: the API passes the full check, browsers the light one. */
export const placeOrderSchema = (check: PhoneCheck = phoneShape) =>
  z
    .object(
      {
        ...contactFields(check),
        delivery: AddressSchema,
        /** Absent or null: the billing address is the delivery address. */
        billing: AddressSchema.nullish(),
        gstin: z.preprocess((value) => (value === '' ? undefined : value), gstin.optional()),
        lines,
        installation: z.boolean({ error: 'installation must be true or false' }).default(false),
        /** Coupon codes (decision 202): each must still apply when the order is placed, or it is a 409. */
        couponCodes: CouponCodesSchema,
        paymentMethod: z.enum(PAYMENT_METHODS, { error: 'paymentMethod must be cod or online' }),
      },
      { error: 'The request body must be a JSON object with the order' },
    )
    .superRefine((order, context) => {
      // A GSTIN is registered in one state; the invoice bills that registration (decision 158).
      const billingState = (order.billing ?? order.delivery).stateCode;
      if (order.gstin && gstinStateCode(order.gstin) !== billingState) {
        context.addIssue({
          code: 'custom',
          path: ['gstin'],
          message: wrongGstinStateMessage(order.gstin, billingState),
        });
      }
    });
export const PlaceOrderSchema = placeOrderSchema();
export type PlaceOrder = z.input<typeof PlaceOrderSchema>;
export type PlaceOrderParsed = z.output<typeof PlaceOrderSchema>;

/**
 * A request to be called back to order the cart (decision 161): who to call, the cart's lines (priced by
 * the server, like an order's) and, when the shopper has given it, the delivery pincode.
 */
export const callbackRequestSchema = (check: PhoneCheck = phoneShape) =>
  z.object(
    {
      ...contactFields(check),
      pincode: z.preprocess(
        (value) => (value === '' ? undefined : value),
        pincodeField('pincode').optional(),
      ),
      lines,
    },
    { error: 'The request body must be a JSON object with the callback request' },
  );
export type CallbackRequest = z.input<ReturnType<typeof callbackRequestSchema>>;
export type CallbackRequestParsed = z.output<ReturnType<typeof callbackRequestSchema>>;

export const CallbackDataSchema = z.object({
  /** The lead's reference, which people can read out on the phone. */
  reference: z.string(),
});
export type CallbackData = z.infer<typeof CallbackDataSchema>;

// ─── Answers ────────────────────────────────────────────────────────────────────────────────────

export const TaxTotalsSchema = z.object({
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
});
export type TaxTotals = z.infer<typeof TaxTotalsSchema>;

export const QuoteLineSchema = z.object({
  /** An order's line: its id, which a return names (decision 197). A quote's lines have none. */
  lineId: z.string().optional(),
  kind: z.enum(['product', 'installation']),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  slug: z.string().nullable(),
  hsnCode: z.string(),
  gstRateBp: z.number().int(),
  /** Rupees. */
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  /** Paise, GST included, with what is inside it: after `discount`. */
  amount: z.number().int(),
  /** The coupon discount taken off this line, paise, GST included (decision 202). */
  discount: z.number().int(),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const PriceChangeSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  /** What the cart said, rupees. */
  was: z.number().int(),
  /** What the shop asks now, rupees. */
  now: z.number().int(),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

export const LineProblemSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  /** gone: no longer sold; out_of_stock: none left; short: fewer left than asked (available says how many). */
  problem: z.enum(['gone', 'out_of_stock', 'short']),
  available: z.number().int(),
  message: z.string(),
});
export type LineProblem = z.infer<typeof LineProblemSchema>;

export const QuoteSchema = z.object({
  lines: z.array(QuoteLineSchema),
  totals: TaxTotalsSchema,
  intraState: z.boolean(),
  placeOfSupply: z.object({ code: z.string(), name: z.string() }),
  delivery: z.object({
    serviceable: z.boolean(),
    zone: z.string().nullable(),
    estimatedDelivery: z.object({ from: z.string(), to: z.string() }).nullable(),
    installation: z
      .object({ kind: z.enum(['free', 'paid', 'none']), price: z.number().int().nullable() })
      .nullable(),
  }),
  payment: z.object({
    cod: z.object({ available: z.boolean(), reason: z.string().nullable() }),
    online: z.object({ available: z.boolean() }),
  }),
  priceChanges: z.array(PriceChangeSchema),
  problems: z.array(LineProblemSchema),
  /** What the server made of each code asked for, in order (decision 202). */
  coupons: z.array(CouponOutcomeSchema),
  /** Every applied code's discount, paise; `totals` are after it. */
  discount: z.number().int(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** What the cart and checkout know before a quote (GET /checkout/settings). */
export const CheckoutSettingsSchema = z.object({
  /** Cash on delivery is offered up to this total, whole rupees. */
  codMaxRupees: z.number().int(),
  /** Whether online payment is configured. */
  onlinePayment: z.boolean(),
  /** The most pieces one order may hold until it is paid. */
  unitsMax: z.number().int(),
});
export type CheckoutSettings = z.infer<typeof CheckoutSettingsSchema>;

export const OrderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});

/** An address as an order keeps it, with its state's name: plain text, already cleaned when placed. */
export const StoredAddressSchema = z.object({
  line1: z.string(),
  area: z.string(),
  landmark: z.string().optional(),
  city: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  pincode: z.string(),
});
export type StoredAddress = z.infer<typeof StoredAddressSchema>;

/** What the browser needs to open Razorpay Checkout for an order awaiting payment (decision 125). */
export const GatewayCheckoutSchema = z.object({
  provider: z.literal('razorpay'),
  keyId: z.string(),
  gatewayOrderId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  checkoutUrl: z.string(),
});
export type GatewayCheckoutData = z.infer<typeof GatewayCheckoutSchema>;

const gatewayId = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .min(1, `${name} is required`)
    .max(64, `${name} is too long`);
const gatewaySignature = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .regex(/^[0-9a-f]{64}$/, `${name} must be 64 hexadecimal characters`);

/**
 * What Razorpay Checkout hands the browser after a payment; the server checks the signature. Checkout's
 * own names (`razorpay_order_id`, `razorpay_payment_id`, `razorpay_signature`) are taken as they are, so
 * any client can forward the handler's answer unchanged; the shorter names are the same fields.
 */
export const PaymentConfirmSchema = z
  .object(
    {
      gatewayOrderId: gatewayId('gatewayOrderId').optional(),
      paymentId: gatewayId('paymentId').optional(),
      signature: gatewaySignature('signature').optional(),
      razorpay_order_id: gatewayId('razorpay_order_id').optional(),
      razorpay_payment_id: gatewayId('razorpay_payment_id').optional(),
      razorpay_signature: gatewaySignature('razorpay_signature').optional(),
    },
    { error: 'The request body must be a JSON object with the payment' },
  )
  .transform((body, context) => {
    const fields = {
      gatewayOrderId: body.gatewayOrderId ?? body.razorpay_order_id,
      paymentId: body.paymentId ?? body.razorpay_payment_id,
      signature: body.signature ?? body.razorpay_signature,
    };
    const checkoutNames = {
      gatewayOrderId: 'razorpay_order_id',
      paymentId: 'razorpay_payment_id',
      signature: 'razorpay_signature',
    };
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) {
        const checkoutName = checkoutNames[field as keyof typeof checkoutNames];
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} (or ${checkoutName}) is required`,
        });
        return z.NEVER;
      }
    }
    return fields as { gatewayOrderId: string; paymentId: string; signature: string };
  });
export type PaymentConfirm = z.output<typeof PaymentConfirmSchema>;

/** A GST document of an order (decision 162): its PDF is GET /orders/{id}/documents/{documentId}. */
export const TaxDocumentRefSchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  /** The date of issue, in India. */
  date: z.string(),
  /** Paise, GST included. */
  total: z.number().int(),
});
export type TaxDocumentRef = z.infer<typeof TaxDocumentRefSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  delivery: StoredAddressSchema,
  billing: StoredAddressSchema,
  gstin: z.string().nullable(),
  placeOfSupply: z.object({ code: z.string(), name: z.string() }),
  lines: z.array(QuoteLineSchema),
  totals: TaxTotalsSchema,
  /** The coupon codes the order was placed with and what each took off, paise (decision 202). */
  coupons: z.array(z.object({ code: z.string(), discount: z.number().int() })),
  /** Their discount together, paise; `totals` are after it. */
  discount: z.number().int(),
  invoice: TaxDocumentRefSchema.nullable(),
  /** Credit notes against the invoice: one when the order was cancelled. */
  creditNotes: z.array(TaxDocumentRefSchema),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  events: z.array(OrderEventSchema),
  canCancel: z.boolean(),
  /** While the order awaits online payment: how to pay it. */
  payment: GatewayCheckoutSchema.nullable(),
  /** The latest refund of the order's payment: pending until the gateway processes it, or failed. */
  refund: z.object({ state: z.enum(MOVEMENT_STATES), amount: z.number().int() }).nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** Something about an order's money that staff must look at (decisions 163 and 164). */
export const PaymentAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_ALERT_KINDS),
  orderId: z.string(),
  orderNumber: z.string(),
  /** The gateway's payment or refund id. */
  reference: z.string().nullable(),
  detail: z.string(),
  failures: z.number().int(),
  raisedAt: z.string(),
});
export type PaymentAlert = z.infer<typeof PaymentAlertSchema>;

/** What placing an order answers: the order and the secret of its link, for a guest to come back. */
export const PlacedOrderSchema = z.object({
  order: OrderSchema,
  /** The order page's link token; it is also in the confirmation e-mail. */
  accessToken: z.string(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

export const OrderSummarySchema = OrderSchema.pick({
  id: true,
  number: true,
  status: true,
  paymentMethod: true,
  createdAt: true,
  totals: true,
}).extend({ itemCount: z.number().int(), firstItem: z.string() });
export type OrderSummaryData = z.infer<typeof OrderSummarySchema>;

export const OrderParamsSchema = z.object({ id: uuid('id') });
export const OrderDocumentParamsSchema = z.object({ id: uuid('id'), documentId: uuid('documentId') });
export const OrderAccessQuerySchema = z.object({
  token: z.string().max(100, 'token is not valid').optional(),
});

/** "AAN-100001" */
export const ORDER_NUMBER_PREFIX = 'AAN-';

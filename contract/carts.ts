// The cart that follows the account (docs/cart-and-reminders.md, decision 207): the signed-in customer's
// cart on the server, which the device's cart (`cart_items`) is merged into at sign-in and kept in step
// with afterwards. The server answers each line with the product's current price and stock, and the
// money in whole paise.
import { z } from './zod.ts';
import { LINE_QUANTITY_MAX } from './quantity-rules.ts';

/** The most lines one cart may hold. */
export const CART_LINES_MAX = 50;

export const CART_LINES_MAX_MESSAGE = `A cart holds at most ${CART_LINES_MAX} lines`;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const lineSchema = z.object({
  productId: z
    .string({ error: 'productId is required' })
    .regex(UUID_RE, 'productId must be a product id (UUID)'),
  variantId: z
    .string({ error: 'variantId must be a variant id (UUID) or null' })
    .regex(UUID_RE, 'variantId must be a variant id (UUID) or null')
    .nullable()
    .optional(),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(LINE_QUANTITY_MAX, `quantity must be at most ${LINE_QUANTITY_MAX}`),
});

/** PUT /cart and POST /cart/merge: the device's whole cart. */
export const CartWriteSchema = z.object({
  lines: z
    .array(lineSchema, { error: 'lines must be a list of cart lines' })
    .max(CART_LINES_MAX, CART_LINES_MAX_MESSAGE),
});
export type CartWrite = z.infer<typeof CartWriteSchema>;
export type CartWriteLine = CartWrite['lines'][number];

export const CartProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Rupees, as the catalogue shows them. */
  price: z.number(),
  compare_price: z.number().nullable(),
  discount_price: z.number().nullable(),
  image_url: z.string().nullable(),
  category: z.string(),
  stock_status: z.string(),
});

export const CartLineSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
  product: CartProductSchema,
  variant: z
    .object({ id: z.string(), name: z.string(), price: z.number(), discount_price: z.number().nullable() })
    .nullable(),
  /** What one piece costs now, in paise: the variant's price, else the product's, with a discount that counts. */
  unit_price_paise: z.number().int(),
  line_total_paise: z.number().int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.object({
  lines: z.array(CartLineSchema),
  subtotal_paise: z.number().int(),
  /** When the server's cart last changed; null for a customer who never had one. */
  updated_at: z.string().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartDataSchema = z.object({ cart: CartSchema });
export type CartData = z.infer<typeof CartDataSchema>;

/** A line naming a product (or option) the shop does not sell. */
export const unknownProductMessage = (index: number): string =>
  `lines.${index}.productId: no such product in the shop`;
export const unknownVariantMessage = (index: number): string =>
  `lines.${index}.variantId: no such option of this product`;

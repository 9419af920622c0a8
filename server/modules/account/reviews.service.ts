// Reviews by signed-in customers: one per customer and product (a second one replaces the first).
// The product's rating and review count are kept by database triggers, so they are current as soon
// as the statement ends.
import { sql } from 'drizzle-orm';
import type { ReviewCreate } from '../../../contract/account.ts';
import type { Review } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../../contract/catalogue-requests.ts';
import type { Customer } from './customers.service.ts';

/** "Priya S.": a review shows the first name and the initial of the last, not the customer's full name. */
export function reviewerName(customer: Pick<Customer, 'first_name' | 'last_name'>): string | null {
  const first = customer.first_name.trim();
  const initial = customer.last_name?.trim().charAt(0);
  if (!first) return null;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export function createReviewsService(database: Database) {
  return {
    async write(customer: Customer, productId: string, input: ReviewCreate) {
      if (!isUuid(productId)) throw AppError.notFound('Product not found');
      const [exists] = await database.query(sql`SELECT 1 FROM products WHERE id = ${productId}`);
      if (!exists) throw AppError.notFound('Product not found');
      const [row] = await database.query<Record<string, unknown>>(sql`
        INSERT INTO reviews (product_id, customer_id, customer_name, rating, title, comment)
        VALUES (${productId}, ${customer.id}, ${reviewerName(customer)}, ${input.rating}, ${input.title ?? null},
                ${input.comment ?? null})
        ON CONFLICT (product_id, customer_id) WHERE customer_id IS NOT NULL DO UPDATE SET
          customer_name = excluded.customer_name, rating = excluded.rating, title = excluded.title,
          comment = excluded.comment, updated_at = now()
        RETURNING id, product_id, customer_name, rating, title, comment, created_at, verified_purchase,
                  helpful_count, (xmax = 0) AS created`);
      const [product] = await database.query<{ rating: number; review_count: number }>(sql`
        SELECT rating, review_count FROM products WHERE id = ${productId}`);
      const review: Review = {
        id: String(row!.id),
        product_id: String(row!.product_id),
        customer_name: (row!.customer_name as string | null) ?? null,
        rating: Number(row!.rating),
        title: (row!.title as string | null) ?? null,
        comment: (row!.comment as string | null) ?? null,
        created_at: iso(row!.created_at),
        verified_purchase: Boolean(row!.verified_purchase),
        helpful_count: Number(row!.helpful_count),
      };
      return {
        review,
        created: Boolean(row!.created),
        product: {
          id: productId,
          rating: Number(product!.rating),
          review_count: Number(product!.review_count),
        },
      };
    },
  };
}

// Reviews by signed-in customers: one per customer and product (a second one replaces the first).
// The product's rating and review count are kept by database triggers, so they are current as soon
// as the statement ends.
import { sql } from 'drizzle-orm';
import type { ReviewCreate, ReviewWriteData } from '../../../contract/account.ts';
import { isUuid } from '../../../contract/ids.ts';
import type { Database } from '../../db/client.ts';
import type { products } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { REVIEW_COLUMNS, toReview, type ReviewRow } from './product-rows.ts';
import { PRODUCT_NOT_FOUND } from './products.service.ts';
import type { Customer } from '../identity/index.ts';

/** "Priya S.": a review shows the first name and the initial of the last, not the customer's full name. */
export function reviewerName(customer: Pick<Customer, 'first_name' | 'last_name'>): string | null {
  const first = customer.first_name.trim();
  const initial = customer.last_name?.trim().charAt(0);
  if (!first) return null;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function createReviewsService(database: Database) {
  return {
    async write(customer: Customer, productId: string, input: ReviewCreate): Promise<ReviewWriteData> {
      if (!isUuid(productId)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const [exists] = await database.query(sql`SELECT 1 FROM products WHERE id = ${productId}`);
      if (!exists) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const [row] = await database.query<ReviewRow & { created: boolean }>(sql`
        INSERT INTO reviews (product_id, customer_id, customer_name, rating, title, comment)
        VALUES (${productId}, ${customer.id}, ${reviewerName(customer)}, ${input.rating}, ${input.title ?? null},
                ${input.comment ?? null})
        ON CONFLICT (product_id, customer_id) WHERE customer_id IS NOT NULL DO UPDATE SET
          customer_name = excluded.customer_name, rating = excluded.rating, title = excluded.title,
          comment = excluded.comment, updated_at = now()
        RETURNING ${REVIEW_COLUMNS}, (xmax = 0) AS created`);
      const [product] = await database.query<
        Pick<typeof products.$inferSelect, 'rating' | 'review_count'>
      >(sql`
        SELECT rating, review_count FROM products WHERE id = ${productId}`);
      return {
        review: toReview(row!),
        created: row!.created,
        product: { id: productId, rating: product!.rating, review_count: product!.review_count },
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

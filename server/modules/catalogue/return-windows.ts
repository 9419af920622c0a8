// Return windows (decision 197): days from delivery a piece may be sent back, set per category and
// overridden per product (0: not returnable; null: inherit the parent category's, then the shop's 7).
// The Returns page states them from this data at build time; the product page shows its own; an order
// keeps the window each line was sold with. A change is a catalogue change, so the site is rebuilt.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../contract/catalogue.ts';
import {
  returnPolicyText,
  ReturnPolicySchema,
  ReturnWindowSchema,
  SHOP_RETURN_DAYS,
  type ReturnPolicy,
} from '../../../contract/returns.ts';
import { uuid } from '../../../contract/fields.ts';
import { z } from '../../../contract/zod.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { adminFails, adminScope, ADMIN_TAG, recordAudit, staffOf, type StaffGuard } from '../staff/index.ts';

const WINDOW = sql.raw(`COALESCE(c.return_days, pc.return_days, ${SHOP_RETURN_DAYS})`);

export function createReturnWindows(database: Database) {
  async function set(
    table: 'categories' | 'products',
    actorId: string,
    id: string,
    days: number | null,
  ): Promise<{ returnDays: number | null }> {
    return database.db.transaction(async (tx) => {
      const [before] = await rowsOf<{ return_days: number | null }>(
        tx,
        sql`SELECT return_days FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`,
      );
      if (!before)
        throw AppError.notFound(table === 'categories' ? 'Category not found' : 'Product not found');
      await tx.execute(
        sql`UPDATE ${sql.identifier(table)} SET return_days = ${days}, updated_at = now() WHERE id = ${id}`,
      );
      await recordAudit(tx, {
        actor: { id: actorId },
        action: `${table === 'categories' ? 'category' : 'product'}.return_window`,
        entityType: table === 'categories' ? 'category' : 'product',
        entityId: id,
        before: { return_days: before.return_days },
        after: { return_days: days },
      });
      return { returnDays: days };
    });
  }

  return {
    /** Every category's window and the published products whose own window differs from it. */
    async policy(): Promise<ReturnPolicy> {
      const categories = await database.query<{ name: string; slug: string; days: number }>(
        sql`SELECT c.name, c.slug, ${WINDOW}::int AS days FROM categories c
            LEFT JOIN categories pc ON pc.id = c.parent_id ORDER BY c.sort_order, c.name`,
      );
      const exceptions = await database.query<{ name: string; slug: string; days: number }>(
        sql`SELECT p.name, p.slug, p.return_days::int AS days FROM products p
            LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN categories pc ON pc.id = c.parent_id
            WHERE p.return_days IS NOT NULL AND p.status = 'published' AND p.return_days <> ${WINDOW}
            ORDER BY p.name LIMIT 200`,
      );
      const withText = (row: { name: string; slug: string; days: number }) => ({
        name: row.name,
        slug: row.slug,
        days: Number(row.days),
        policy: returnPolicyText(Number(row.days)),
      });
      return {
        shopDays: SHOP_RETURN_DAYS,
        categories: categories.map(withText),
        exceptions: exceptions.map(withText),
      };
    },
    setCategory: (actorId: string, id: string, days: number | null) => set('categories', actorId, id, days),
    setProduct: (actorId: string, id: string, days: number | null) => set('products', actorId, id, days),
  };
}

export type ReturnWindows = ReturnType<typeof createReturnWindows>;

/** GET /returns/policy: public, read by the Returns page at build time. */
export const returnPolicyRoutes: FastifyPluginAsync<{ windows: ReturnWindows }> = async (
  fastify,
  { windows },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/returns/policy',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The return windows: the shop’s, each category’s, and products that differ',
        response: { 200: envelope(ReturnPolicySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: await windows.policy() };
    },
  );
};

/** PATCH /admin/categories/{id}/return-window and /admin/products/{id}/return-window. */
export const adminReturnWindowRoutes: FastifyPluginAsync<{
  windows: ReturnWindows;
  guard: StaffGuard;
}> = async (fastify, { windows, guard }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, guard);
  const Params = z.object({ id: uuid('id') });
  const Answer = envelope(z.object({ returnDays: z.number().int().nullable() }));
  for (const [path, set] of [
    ['categories', windows.setCategory],
    ['products', windows.setProduct],
  ] as const) {
    app.patch(
      `/admin/${path}/:id/return-window`,
      {
        config: { permission: 'catalogue:write' },
        schema: {
          tags: [ADMIN_TAG],
          summary: `Set the ${path === 'categories' ? 'category' : 'product'}'s return window in days (0: not returnable; null: inherit)`,
          params: Params,
          body: ReturnWindowSchema,
          response: { 200: Answer, ...adminFails },
        },
      },
      async (request) => ({
        success: true as const,
        data: await set(staffOf(request).id, request.params.id, request.body.returnDays),
      }),
    );
  }
};

import { describe, expect, it } from 'vitest';
import { AdminProductListQuerySchema, AdminReviewListQuerySchema } from '@contract/admin/catalogue.ts';
import { AdminLeadListQuerySchema, AdminProjectListQuerySchema } from '@contract/admin/leads.ts';
import { AdminCustomerListQuerySchema, AuditQuerySchema } from '@contract/admin/operations.ts';
import type { z } from '@contract/zod.ts';
import {
  listQueryOf,
  listSearchOf,
  listSearchValidator,
  parseListSearch,
  type ListConfig,
} from '../../lib/list-state.ts';
import { AUDIT_LIST } from '../audit/list-config.ts';
import { CUSTOMERS_LIST } from '../customers/list-config.ts';
import { LEADS_LIST } from '../leads/leads-list.ts';
import { PRODUCT_LIST } from '../products/list-config.ts';
import { PROJECTS_LIST } from '../projects/projects-list.ts';
import { REVIEWS_LIST } from '../reviews/list-config.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Query = z.ZodType<any> & { safeParse(value: unknown): { success: boolean; data?: any } };

const LISTS: [string, ListConfig, Query][] = [
  ['products', PRODUCT_LIST, AdminProductListQuerySchema],
  ['leads', LEADS_LIST, AdminLeadListQuerySchema],
  ['projects', PROJECTS_LIST, AdminProjectListQuerySchema],
  ['customers', CUSTOMERS_LIST, AdminCustomerListQuerySchema],
  ['reviews', REVIEWS_LIST, AdminReviewListQuerySchema],
  ['audit log', AUDIT_LIST, AuditQuerySchema],
];

describe.each(LISTS)('the %s list', (_name, config, schema) => {
  it('sorts only by keys its API takes, both ways, and the API refuses any other', () => {
    expect(config.sorts.length).toBeGreaterThan(0);
    for (const sort of config.sorts)
      for (const order of ['asc', 'desc'] as const) {
        const parsed = schema.safeParse({ sort, order });
        expect(parsed.success, `${sort} ${order}`).toBe(true);
        expect(parsed.data).toMatchObject({ sort, order });
      }
    expect(schema.safeParse({ sort: 'nonsense' }).success).toBe(false);
  });

  it('keeps its sort in the address and asks the API for it', () => {
    const sort = config.sorts.at(-1)!;
    const state = parseListSearch({ sort, order: 'asc', page: '2' }, config);
    expect(listSearchOf(state)).toEqual({ sort, order: 'asc', page: 2 });
    expect(listQueryOf(state)).toMatchObject({ sort, order: 'asc', page: 2 });
    expect(schema.safeParse(listQueryOf(state)).success).toBe(true);
  });

  it('drops a sort it does not know from the address', () => {
    expect(listSearchValidator(config)({ sort: 'colour', order: 'desc' })).toEqual({});
  });
});

describe('the lists sorted on the server', () => {
  it('offer the keys the screens make sortable', () => {
    expect(PROJECTS_LIST.sorts).toEqual(['created_at', 'updated_at', 'project_name']);
    expect(CUSTOMERS_LIST.sorts).toEqual(['created_at', 'name']);
    expect(REVIEWS_LIST.sorts).toEqual(['created_at', 'rating']);
    expect(AUDIT_LIST.sorts).toEqual(['at']);
  });

  it('default to newest first', () => {
    expect(AdminProjectListQuerySchema.parse({})).toMatchObject({ sort: 'created_at', order: 'desc' });
    expect(AdminCustomerListQuerySchema.parse({})).toMatchObject({ sort: 'created_at', order: 'desc' });
    expect(AdminReviewListQuerySchema.parse({})).toMatchObject({ sort: 'created_at', order: 'desc' });
    expect(AuditQuerySchema.parse({})).toMatchObject({ sort: 'at', order: 'desc' });
  });
});

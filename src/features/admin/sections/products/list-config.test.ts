import { describe, expect, it } from 'vitest';
import { AdminProductListQuerySchema } from '@contract/admin/catalogue.ts';
import { PRODUCT_LIST } from './list-config.ts';

describe('the products list’s parameters', () => {
  it('are the ones GET /admin/products takes', () => {
    const shape = Object.keys(AdminProductListQuerySchema.shape);
    for (const filter of PRODUCT_LIST.filters) expect(shape).toContain(filter);
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_SORTS, AdminProductListQuerySchema } from '../../../../../contract/admin/catalogue.ts';
import { PRODUCT_LIST } from './list-config.ts';

describe('the products list’s parameters', () => {
  it('are the ones GET /admin/products takes', () => {
    expect(PRODUCT_LIST.sorts).toEqual(ADMIN_PRODUCT_SORTS);
    const shape = Object.keys(AdminProductListQuerySchema.shape);
    for (const filter of PRODUCT_LIST.filters) expect(shape).toContain(filter);
  });
});

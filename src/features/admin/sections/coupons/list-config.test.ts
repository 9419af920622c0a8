import { describe, expect, it } from 'vitest';
import { CouponListQuerySchema } from '@contract/admin/coupons.ts';
import { listQueryOf, listSearchValidator, parseListSearch } from '../../lib/list-state.ts';
import { COUPONS_LIST } from './list-config.ts';

describe('the coupons list in the address', () => {
  it('keeps its search and page, drops what the API does not take, and asks the API what it accepts', () => {
    const search = listSearchValidator(COUPONS_LIST)({ q: 'diwali', page: '2', sort: 'code', status: 'x' });
    expect(search).toEqual({ q: 'diwali', page: 2 });
    const query = listQueryOf(parseListSearch(search, COUPONS_LIST));
    expect(CouponListQuerySchema.parse(query)).toEqual({ q: 'diwali', page: 2, limit: 25 });
  });
});

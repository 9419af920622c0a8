// The wishlist's calls (docs/cart-and-wishlist.md) on the shared API client. Each takes the access
// token of the signed-in customer.
import {
  WishlistChangeDataSchema,
  WishlistCountDataSchema,
  WishlistDataSchema,
  type WishlistItem,
} from '@contract/account.ts';
import { bearer, request } from '../../lib/api.ts';

/**
 * The response schemas, where responses are checked: a constant `false` condition in browser bundles,
 * which leave the schemas out (decision 017; written out per module as in api.ts).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSES = CHECKS_RESPONSES
  ? {
      change: WishlistChangeDataSchema,
      cleared: WishlistCountDataSchema.extend({ removed: WishlistCountDataSchema.shape.count }),
      count: WishlistCountDataSchema,
      wishlist: WishlistDataSchema,
    }
  : undefined;

const productPath = (productId: string) => `/wishlist/${encodeURIComponent(productId)}`;

export const wishlistApi = {
  /** GET /wishlist: the saved products, newest first. */
  async getWishlist(token: string): Promise<WishlistItem[]> {
    return (await request('get', '/wishlist', { schema: RESPONSES?.wishlist, headers: bearer(token) })).data
      .wishlist;
  },

  /** GET /wishlist/count: how many products are saved. */
  async getWishlistCount(token: string): Promise<number> {
    return (await request('get', '/wishlist/count', { schema: RESPONSES?.count, headers: bearer(token) }))
      .data.count;
  },

  addToWishlist(token: string, productId: string) {
    return request('post', productPath(productId), { schema: RESPONSES?.change, headers: bearer(token) });
  },

  removeFromWishlist(token: string, productId: string) {
    return request('delete', productPath(productId), { schema: RESPONSES?.change, headers: bearer(token) });
  },

  clearWishlist(token: string) {
    return request('delete', '/wishlist', { schema: RESPONSES?.cleared, headers: bearer(token) });
  },
};

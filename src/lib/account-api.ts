// The signed-in customer's calls (spec section 7) on the shared API client: profile, avatar, wishlist
// and projects. Each takes the access token; the auth store supplies a fresh one.
import { z } from '../../contract/zod.ts';
import {
  AvatarDataSchema,
  MeDataSchema,
  ProjectsDataSchema,
  ReviewWriteDataSchema,
  UserDataSchema,
  WishlistChangeDataSchema,
  WishlistDataSchema,
  type MeData,
  type Project,
  type ProfileUpdate,
  type ReviewCreate,
  type User,
  type WishlistItem,
} from '../../contract/account.ts';
import { api, type ApiClient } from './api.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The response schemas, where responses are checked: a constant `false` condition in browser bundles,
 * which leave the schemas out (decision 017; as in api.ts). The condition is written out in each
 * module that needs it on purpose: the bundler folds it only within a module, and a shared exported
 * constant puts the schemas back into every page (the size budget catches that).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSES = CHECKS_RESPONSES
  ? {
      avatar: AvatarDataSchema,
      me: MeDataSchema,
      projects: ProjectsDataSchema,
      reviewWrite: ReviewWriteDataSchema,
      user: UserDataSchema,
      wishlistChange: WishlistChangeDataSchema,
      wishlist: WishlistDataSchema,
      wishlistCleared: z.object({ removed: z.number(), count: z.number() }),
    }
  : undefined;

export function createAccountApi(client: ApiClient = api) {
  return {
    /** GET /auth/me: the user and their permissions. */
    async getMe(token: string): Promise<MeData> {
      return (await client.request('get', '/auth/me', { schema: RESPONSES?.me, headers: bearer(token) }))
        .data;
    },

    /** PUT /auth/profile with the eight profile fields. */
    async updateProfile(
      token: string,
      fields: Partial<Record<keyof ProfileUpdate, string | null>>,
    ): Promise<User> {
      return (
        await client.request('put', '/auth/profile', {
          schema: RESPONSES?.user,
          json: fields,
          headers: bearer(token),
        })
      ).data.user;
    },

    /** POST /upload/user-avatar, multipart with the file in `avatar`. */
    async uploadAvatar(
      token: string,
      file: Blob,
      filename = 'avatar',
    ): Promise<{ avatar_url: string; user: User }> {
      const body = new FormData();
      body.append('avatar', file, filename);
      return (
        await client.request('post', '/upload/user-avatar', {
          schema: RESPONSES?.avatar,
          body,
          headers: bearer(token),
        })
      ).data;
    },

    async getWishlist(token: string): Promise<WishlistItem[]> {
      return (
        await client.request('get', '/wishlist', { schema: RESPONSES?.wishlist, headers: bearer(token) })
      ).data.wishlist;
    },

    async addToWishlist(token: string, productId: string) {
      return client.request('post', `/wishlist/${encodeURIComponent(productId)}`, {
        schema: RESPONSES?.wishlistChange,
        headers: bearer(token),
      });
    },

    async removeFromWishlist(token: string, productId: string) {
      return client.request('delete', `/wishlist/${encodeURIComponent(productId)}`, {
        schema: RESPONSES?.wishlistChange,
        headers: bearer(token),
      });
    },

    async clearWishlist(token: string) {
      return client.request('delete', '/wishlist', {
        schema: RESPONSES?.wishlistCleared,
        headers: bearer(token),
      });
    },

    /** POST /products/{id}/reviews: 201 for a new review, 200 when it replaced the caller's earlier one. */
    async writeReview(token: string, productId: string, review: ReviewCreate) {
      return client.request('post', `/products/${encodeURIComponent(productId)}/reviews`, {
        schema: RESPONSES?.reviewWrite,
        json: review,
        headers: bearer(token),
      });
    },

    /** GET /projects/my: the caller's projects (the spec caches them under the key user-projects). */
    async getMyProjects(token: string): Promise<Project[]> {
      return (
        await client.request('get', '/projects/my', { schema: RESPONSES?.projects, headers: bearer(token) })
      ).data.projects;
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
export const accountApi: AccountApi = createAccountApi();

// Account routes: the signed-in customer's profile and avatar, wishlist, projects and reviews, and
// token refresh. Every call but /auth/refresh needs a bearer token with the scope named on the route,
// and only ever sees the caller's own data. Thin handlers over the account services.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvatarDataSchema,
  MeDataSchema,
  profileUpdateSchema,
  ProjectCreateSchema,
  ProjectDataSchema,
  ProjectsDataSchema,
  ProjectUpdateSchema,
  RefreshRequestSchema,
  ReviewCreateSchema,
  ReviewWriteDataSchema,
  TokenDataSchema,
  UserDataSchema,
  WishlistChangeDataSchema,
  WishlistCheckDataSchema,
  WishlistClearDataSchema,
  WishlistCountDataSchema,
  WishlistDataSchema,
  WishlistParamsSchema,
} from '../../../contract/account.ts';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { normalizePhone } from '../../../contract/phone.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { readUploadedFile } from '../../http/file-upload.ts';
import { answerWithFirstMessage, type ZodApp } from '../../http/validation.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import type { Refresher, Auth } from '../identity/index.ts';
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD } from './avatar.ts';
import type { AvatarService } from './avatar.service.ts';
import type { CustomersService } from './customers.service.ts';
import type { ProjectsService } from '../projects/index.ts';
import type { ReviewsService } from '../catalogue/index.ts';
import type { WishlistService } from './wishlist.service.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

export interface AccountRoutesOptions {
  auth: Auth;
  customers: CustomersService;
  avatars: AvatarService;
  wishlist: WishlistService;
  projects: ProjectsService;
  reviews: ReviewsService;
  refresh: Refresher;
  /** Every write is limited per customer and per client IP (429 with Retry-After beyond). */
  limits: WriteLimits;
}

/** The profile as the API reads it: a phone number of any country, stored in E.164 (decision 045). */
const ProfileUpdateSchema = profileUpdateSchema(normalizePhone);

const fails = errorAnswers(400, 401, 403, 404, 409, 429);
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });

  // Every message in the account schemas names its field in words ("PIN code must be 6 digits …"), so
  // the first one is the answer as it stands.
  app.setErrorHandler(answerWithFirstMessage);

  // Personal data: never cached by the browser or anything between.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  profileRoutes(app, options);
  wishlistRoutes(app, options);
  projectAndReviewRoutes(app, options);
};

/** The customer's profile: reading and changing it, their avatar, and signing in afresh. */
function profileRoutes(app: ZodApp, options: AccountRoutesOptions) {
  const { auth, customers, avatars, refresh, limits } = options;
  const authTags = ['account'];

  app.get(
    '/auth/me',
    {
      schema: {
        tags: authTags,
        summary: "The signed-in customer's profile and permissions (scope read:profile)",
        response: ok(MeDataSchema),
      },
    },
    async (request) => {
      const { customer, principal } = await auth.caller(request, 'read:profile');
      return {
        success: true as const,
        data: { user: customers.toUser(customer), permissions: principal.permissions },
      };
    },
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags: authTags,
        summary: 'Update the profile (scope write:profile)',
        description:
          'Any of first_name, last_name, email, phone, address, city, state, pincode; a field left out is unchanged, ' +
          'an empty string clears it (first_name cannot be cleared). Phone: any valid number with its country code, or an ' +
          'Indian number without one (stored in E.164, e.g. +919876543210). PIN code: 6 digits, not starting with 0. The sign-in e-mail does not change.',
        body: ProfileUpdateSchema,
        response: ok(UserDataSchema),
      },
    },
    async (request, reply) => {
      const { customer } = await auth.caller(request, 'write:profile');
      await limits.account(reply, 'profile', customer.id, request.ip);
      const updated = await customers.update(customer.id, request.body);
      return {
        success: true as const,
        data: { user: customers.toUser(updated) },
        message: 'Profile updated successfully',
      };
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: authTags,
        summary: 'Exchange a refresh token for new tokens',
        description:
          "Forwards to the identity provider's token endpoint for the storefront client. Refresh tokens rotate: use the " +
          'returned one next time; reusing a spent one ends the sign-in (401, isAuthError).',
        body: RefreshRequestSchema,
        response: { ...ok(TokenDataSchema), 503: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await refresh(request.body.refresh_token, app),
    }),
  );

  app.post(
    '/upload/user-avatar',
    {
      schema: {
        tags: authTags,
        summary: 'Upload a new avatar (multipart, file field "avatar"; scope write:profile)',
        description:
          'JPEG, PNG or WebP (recognised by content), at most 5 MB and 4096 × 4096 pixels. Stored as a 512 × 512 WebP ' +
          'without metadata; the previous avatar is deleted.',
        consumes: ['multipart/form-data'],
        response: {
          ...ok(AvatarDataSchema),
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'write:profile');
      const data = await readUploadedFile(request, AVATAR_UPLOAD);
      const { customer: updated, replacedKey } = await avatars.replace(customer.id, data);
      if (replacedKey) {
        await avatars
          .discard(replacedKey)
          .catch((error: unknown) => request.log.warn({ err: error }, 'old avatar not deleted'));
      }
      const user = customers.toUser(updated);
      return {
        success: true as const,
        data: { avatar_url: user.avatar_url!, user },
        message: 'Avatar updated',
      };
    },
  );
}

/** The customer's wishlist: reading it, adding to it and taking from it. */
function wishlistRoutes(app: ZodApp, options: AccountRoutesOptions) {
  const { auth, wishlist, limits } = options;
  const wishlistTags = ['wishlist'];

  app.get(
    '/wishlist',
    {
      schema: {
        tags: wishlistTags,
        summary: 'Saved products, newest first (scope read:profile)',
        response: ok(WishlistDataSchema),
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'read:profile');
      const items = await wishlist.list(customer.id);
      return { success: true as const, data: { wishlist: items, count: items.length } };
    },
  );

  app.get(
    '/wishlist/count',
    { schema: { tags: wishlistTags, response: ok(WishlistCountDataSchema) } },
    async (request) => {
      const { customer } = await auth.caller(request, 'read:profile');
      return { success: true as const, data: { count: await wishlist.count(customer.id) } };
    },
  );

  app.get(
    '/wishlist/check/:productId',
    { schema: { tags: wishlistTags, params: WishlistParamsSchema, response: ok(WishlistCheckDataSchema) } },
    async (request) => {
      const { customer } = await auth.caller(request, 'read:profile');
      const { productId } = request.params;
      return {
        success: true as const,
        data: { productId, inWishlist: await wishlist.has(customer.id, productId) },
      };
    },
  );

  app.post(
    '/wishlist/:productId',
    {
      schema: {
        tags: wishlistTags,
        summary: 'Save a product (scope write:profile); saving it again changes nothing',
        params: WishlistParamsSchema,
        response: { ...ok(WishlistChangeDataSchema), 201: envelope(WishlistChangeDataSchema) },
      },
    },
    async (request, reply) => {
      const { customer } = await auth.caller(request, 'write:profile');
      await limits.account(reply, 'wishlist', customer.id, request.ip);
      const { productId } = request.params;
      const { changed, name } = await wishlist.add(customer.id, productId);
      reply.code(changed ? 201 : 200);
      return {
        success: true as const,
        data: { productId, inWishlist: true, changed, count: await wishlist.count(customer.id) },
        message: `${name} added to wishlist`,
      };
    },
  );

  app.delete(
    '/wishlist/:productId',
    {
      schema: {
        tags: wishlistTags,
        summary: 'Remove a product (scope write:profile); removing an absent one is harmless',
        params: WishlistParamsSchema,
        response: ok(WishlistChangeDataSchema),
      },
    },
    async (request, reply) => {
      const { customer } = await auth.caller(request, 'write:profile');
      await limits.account(reply, 'wishlist', customer.id, request.ip);
      const { productId } = request.params;
      const changed = await wishlist.remove(customer.id, productId);
      return {
        success: true as const,
        data: { productId, inWishlist: false, changed, count: await wishlist.count(customer.id) },
        message: 'Removed from wishlist',
      };
    },
  );

  app.delete(
    '/wishlist',
    {
      schema: {
        tags: wishlistTags,
        summary: 'Empty the wishlist (scope write:profile)',
        response: ok(WishlistClearDataSchema),
      },
    },
    async (request, reply) => {
      const { customer } = await auth.caller(request, 'write:profile');
      await limits.account(reply, 'wishlist', customer.id, request.ip);
      const removed = await wishlist.clear(customer.id);
      return { success: true as const, data: { removed, count: 0 }, message: 'Wishlist cleared' };
    },
  );
}

/** The customer's design projects, and the reviews they write. */
function projectAndReviewRoutes(app: ZodApp, options: AccountRoutesOptions) {
  const { auth, projects, reviews, limits } = options;
  const projectTags = ['projects'];
  const listProjects = async (request: Parameters<typeof auth.caller>[0]) => {
    const { customer } = await auth.caller(request, 'read:projects');
    return { success: true as const, data: { projects: await projects.list(customer) } };
  };

  app.get(
    '/projects/my',
    {
      schema: {
        tags: projectTags,
        summary: "The caller's projects, newest first (scope read:projects)",
        response: ok(ProjectsDataSchema),
      },
    },
    listProjects,
  );

  app.get(
    '/projects',
    {
      schema: {
        tags: projectTags,
        summary: "The caller's projects (same as /projects/my)",
        response: ok(ProjectsDataSchema),
      },
    },
    listProjects,
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags: projectTags,
        summary: "One of the caller's projects; anyone else's is 404",
        params: IdParamsSchema,
        response: ok(ProjectDataSchema),
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'read:projects');
      return {
        success: true as const,
        data: { project: await projects.get(customer.id, request.params.id) },
      };
    },
  );

  app.post(
    '/projects',
    {
      schema: {
        tags: projectTags,
        summary: 'Open a project inquiry (scope write:projects)',
        description:
          'project_name (or name) is required; description, budget_min, budget_max (whole rupees) and timeline are optional.',
        body: ProjectCreateSchema,
        response: { 201: envelope(ProjectDataSchema), ...fails },
      },
    },
    async (request, reply) => {
      const { customer } = await auth.caller(request, 'write:projects');
      await limits.account(reply, 'project-create', customer.id, request.ip);
      const project = await projects.create(customer.id, request.body);
      reply.code(201);
      return { success: true as const, data: { project }, message: 'Project inquiry created' };
    },
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags: projectTags,
        summary: 'Change a project while it is still an inquiry (scope write:projects)',
        description: "409 once the project has moved past inquiry; 404 when it is not the caller's.",
        params: IdParamsSchema,
        body: ProjectUpdateSchema,
        response: ok(ProjectDataSchema),
      },
    },
    async (request, reply) => {
      const { customer } = await auth.caller(request, 'write:projects');
      await limits.account(reply, 'project-update', customer.id, request.ip);
      const project = await projects.update(customer.id, request.params.id, request.body);
      return { success: true as const, data: { project }, message: 'Project updated' };
    },
  );

  app.post(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['products'],
        summary: 'Write a review (signed-in customers, scope write:profile)',
        description:
          'rating 1–5 (required), title (≤ 120 characters) and comment (≤ 2000). One review per customer and product: ' +
          "writing again replaces it (200 instead of 201). The product's rating and review count change at once.",
        params: IdParamsSchema,
        body: ReviewCreateSchema,
        response: { ...ok(ReviewWriteDataSchema), 201: envelope(ReviewWriteDataSchema) },
      },
    },
    async (request, reply) => {
      const { customer } = await auth.caller(request, 'write:profile', 'Please sign in to write a review');
      await limits.account(reply, 'review', customer.id, request.ip);
      const result = await reviews.write(customer, request.params.id, request.body);
      reply.code(result.created ? 201 : 200);
      return {
        success: true as const,
        data: result,
        message: result.created ? 'Thank you for your review!' : 'Your review has been updated',
      };
    },
  );
}

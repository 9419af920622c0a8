// The back office's catalogue calls under /api/v1/admin (docs/back-office.md): products and their
// images, bulk price and stock changes, categories, the CSV export, template and import with its jobs,
// and review moderation. Thin handlers: each route names its permission, parses with the contract's
// schemas and calls a service; the staff guard checks the caller before anything is read.
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategoriesDataSchema,
  AdminCategoryDataSchema,
  AdminProductDataSchema,
  AdminProductListDataSchema,
  AdminProductListQuerySchema,
  AdminReviewDataSchema,
  AdminReviewListDataSchema,
  AdminReviewListQuerySchema,
  BulkDataSchema,
  BulkPriceSchema,
  BulkStockSchema,
  CategoryInputSchema,
  CategoryOrderSchema,
  IdParamsSchema,
  ImageParamsSchema,
  ImagesDataSchema,
  ImagesUpdateSchema,
  IMPORT_MAX_BYTES,
  ImportJobDataSchema,
  ImportPlanDataSchema,
  ImportQuerySchema,
  PRODUCT_IMAGE_MAX_BYTES,
  ProductCreateSchema,
  ProductStatusChangeSchema,
  ProductUpdateSchema,
  ReviewHideSchema,
} from '../../../contract/admin/catalogue.ts';
import { envelope, ErrorBodySchema } from '../../../contract/catalogue.ts';
import { AppError } from '../../errors.ts';
import type { ZodApp } from '../../http/validation.ts';
import { acceptCsvBody } from '../../http/csv-body.ts';
import { readUploadedFile, type UploadRules } from '../../http/file-upload.ts';
import { adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import type { AdminCategoriesService } from './admin-categories.service.ts';
import type { CatalogueExportService } from './export.service.ts';
import { catalogueTemplate } from './export.service.ts';
import type { AdminImagesService } from './images.service.ts';
import type { ImportsService } from './import.service.ts';
import type { AdminProductsService } from './admin-products.service.ts';
import type { AdminReviewsService } from './admin-reviews.service.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

export interface AdminCatalogueRoutesOptions {
  guard: StaffGuard;
  products: AdminProductsService;
  images: AdminImagesService;
  categories: AdminCategoriesService;
  imports: ImportsService;
  exports: CatalogueExportService;
  reviews: AdminReviewsService;
}

/** The multipart field an image upload is sent in. */
export const IMAGE_FIELD = 'image';

const fails = errorAnswers(400, 401, 403, 404, 409);
/** A CSV file: the document's 200 for the export and the template (the body is sent as it is). */
const csvFile = {
  200: {
    description: 'A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment',
    content: { 'text/csv': { schema: z.string() } },
  },
  ...fails,
};
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });
const created = <T extends z.ZodType>(data: T) => ({ 201: envelope(data), ...fails });
const uploadFails = { 413: ErrorBodySchema, 415: ErrorBodySchema, 422: ErrorBodySchema };
const tags = [ADMIN_TAG];

const READ = { permission: 'catalogue:read' } as const;
const WRITE = { permission: 'catalogue:write' } as const;

/** How a product's or a category's image is read out of its multipart/form-data request. */
const IMAGE_UPLOAD: UploadRules = {
  field: IMAGE_FIELD,
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  notMultipart: `Send the image as multipart/form-data, in the field '${IMAGE_FIELD}'.`,
};

const csvReply = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
});

/** What a route does when a media file it meant to delete is still there: it warns, and answers. */
const log = (request: FastifyRequest) => (error: unknown) =>
  request.log.warn({ err: error }, 'a media file was not deleted');

export const adminCatalogueRoutes: FastifyPluginAsync<AdminCatalogueRoutesOptions> = async (
  fastify,
  options,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, options.guard);
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });
  productRoutes(app, options);
  productImageRoutes(app, options);
  categoryRoutes(app, options);
  await csvRoutes(app, options);
  reviewRoutes(app, options);
};

/** Products: their list, one product, creating, editing, status and deleting. */
function productRoutes(app: ZodApp, options: AdminCatalogueRoutesOptions) {
  const { products } = options;
  app.get(
    '/admin/products',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Products of every status: search (name, SKU, slug), filters, sorting and pages',
        description:
          '`category_id` includes its descendants; prices filter and sort on what a shopper pays. `total` stops at ' +
          '10,000 (`totalCapped`).',
        querystring: AdminProductListQuerySchema,
        response: ok(AdminProductListDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await products.list(request.query) }),
  );

  app.post(
    '/admin/products',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Create a product (a draft unless status says otherwise)',
        description:
          'The slug is made from the name when left out. A slug or SKU in use is 409 naming the field; SKUs are ' +
          'unique across products and variants, without regard to case. Without `hsn_code` and `gst_rate` a ' +
          'product gets 9403 at 18 %; without `stock_quantity` it is not counted (made to order).',
        body: ProductCreateSchema,
        response: created(AdminProductDataSchema),
      },
    },
    async (request, reply) => {
      const product = await products.create(request.body, staffOf(request));
      reply.code(201);
      return { success: true as const, data: { product }, message: 'Product created' };
    },
  );

  app.get(
    '/admin/products/:id',
    {
      config: READ,
      schema: { tags, params: IdParamsSchema, response: ok(AdminProductDataSchema) },
    },
    async (request) => ({ success: true as const, data: { product: await products.get(request.params.id) } }),
  );

  app.put(
    '/admin/products/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Save a product: every editable field, with the version the edit started from',
        description:
          'Variants are matched by id: one without an id is new, a stored one left out is deleted. A `version` ' +
          'other than the stored one is 409 with `details` (ConflictDetails: what is stored, the fields that ' +
          'differ, who saved last and when); nothing is overwritten. A new slug keeps the old address as a redirect. ' +
          '`hsn_code`, `gst_rate` (per cent) and `stock_quantity` (units on hand; null: not counted) keep their ' +
          'stored values when left out.',
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: ok(AdminProductDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { product: await products.update(request.params.id, request.body, staffOf(request)) },
      message: 'Product saved',
    }),
  );

  app.post(
    '/admin/products/:id/status',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Publish, unpublish (back to draft) or archive a product',
        params: IdParamsSchema,
        body: ProductStatusChangeSchema,
        response: ok(AdminProductDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { product: await products.setStatus(request.params.id, request.body, staffOf(request)) },
    }),
  );
}

/** A product's images: uploading, ordering, describing and removing them. */
function productImageRoutes(app: ZodApp, options: AdminCatalogueRoutesOptions) {
  const { products, images } = options;
  app.post(
    '/admin/products/:id/images',
    {
      config: WRITE,
      schema: {
        tags,
        summary: `Upload an image (multipart, one file in the field "${IMAGE_FIELD}")`,
        description:
          'JPEG, PNG, WebP or AVIF, known by content; at most 10 MB and 8192 × 8192 pixels. Stored re-encoded as WebP ' +
          '(at most 1600 px) with a 400 × 400 thumbnail. The first image becomes the primary one.',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { ...created(ImagesDataSchema), ...uploadFails },
      },
    },
    async (request, reply) => {
      const upload = await readUploadedFile(request, IMAGE_UPLOAD);
      const list = await images.upload(request.params.id, upload, staffOf(request), log(request));
      reply.code(201);
      return { success: true as const, data: { images: list }, message: 'Image added' };
    },
  );

  app.put(
    '/admin/products/:id/images',
    {
      config: WRITE,
      schema: {
        tags,
        summary: "The product's images in their new order, with alt texts and exactly one primary image",
        params: IdParamsSchema,
        body: ImagesUpdateSchema,
        response: ok(ImagesDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { images: await images.arrange(request.params.id, request.body.images, staffOf(request)) },
    }),
  );

  app.delete(
    '/admin/products/:id/images/:imageId',
    {
      config: WRITE,
      schema: { tags, params: ImageParamsSchema, response: ok(ImagesDataSchema) },
    },
    async (request) => ({
      success: true as const,
      data: {
        images: await images.remove(
          request.params.id,
          request.params.imageId,
          staffOf(request),
          log(request),
        ),
      },
    }),
  );

  app.post(
    '/admin/products/bulk/price',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Change the prices of a selection by a percentage or an amount',
        description:
          'Applies to the price and (when set) the discount price of each product and of all its variants, rounded ' +
          'to whole rupees. Refused as a whole, naming the product, when any price would fall below ₹1.',
        body: BulkPriceSchema,
        response: ok(BulkDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { updated: await products.bulkPrice(request.body, staffOf(request)) },
    }),
  );

  app.post(
    '/admin/products/bulk/stock',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Set the stock state of a selection',
        body: BulkStockSchema,
        response: ok(BulkDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        updated: await products.bulkStock(request.body.ids, request.body.stock_status, staffOf(request)),
      },
    }),
  );
}

/** Categories: their tree, creating, editing, moving, deleting and their images. */
function categoryRoutes(app: ZodApp, options: AdminCatalogueRoutesOptions) {
  const { categories } = options;
  app.get(
    '/admin/categories',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every category, flat, in tree order',
        response: ok(AdminCategoriesDataSchema),
      },
    },
    async () => ({ success: true as const, data: { categories: await categories.list() } }),
  );

  app.post(
    '/admin/categories',
    {
      config: WRITE,
      schema: { tags, body: CategoryInputSchema, response: created(AdminCategoryDataSchema) },
    },
    async (request, reply) => {
      const category = await categories.create(request.body, staffOf(request));
      reply.code(201);
      return { success: true as const, data: { category } };
    },
  );

  app.put(
    '/admin/categories/order',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'The order of the categories under one parent (null: the top level)',
        body: CategoryOrderSchema,
        response: ok(AdminCategoriesDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        categories: await categories.reorder(request.body.parent_id, request.body.ids, staffOf(request)),
      },
    }),
  );

  app.put(
    '/admin/categories/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Rename or move a category (a move is a new parent_id)',
        description:
          'A category cannot move inside itself or its descendants (400 naming parent_id). A new slug keeps the old ' +
          'address as a redirect. Fields left out keep their values.',
        params: IdParamsSchema,
        body: CategoryInputSchema,
        response: ok(AdminCategoryDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { category: await categories.update(request.params.id, request.body, staffOf(request)) },
    }),
  );

  app.delete(
    '/admin/categories/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Delete a category that holds no product and no subcategory (409 otherwise)',
        params: IdParamsSchema,
        response: ok(AdminCategoriesDataSchema),
      },
    },
    async (request) => {
      await categories.remove(request.params.id, staffOf(request), log(request));
      return {
        success: true as const,
        data: { categories: await categories.list() },
        message: 'Category deleted',
      };
    },
  );

  app.post(
    '/admin/categories/:id/image',
    {
      config: WRITE,
      schema: {
        tags,
        summary: `Give a category a new image (multipart, one file in the field "${IMAGE_FIELD}")`,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { ...ok(AdminCategoryDataSchema), ...uploadFails },
      },
    },
    async (request) => {
      const upload = await readUploadedFile(request, IMAGE_UPLOAD);
      return {
        success: true as const,
        data: {
          category: await categories.setImage(request.params.id, upload, staffOf(request), log(request)),
        },
      };
    },
  );
}

/** The catalogue as CSV: its export, the import's template, and the import itself. */
async function csvRoutes(app: ZodApp, options: AdminCatalogueRoutesOptions) {
  const { imports, exports } = options;
  app.get(
    '/admin/catalogue/export',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every product and variant as CSV (text/csv, UTF-8)',
        description:
          'The columns of the template, one row per product followed by its variants, in SKU order.',
        response: csvFile,
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      // A stream or a string is sent as it is (the response schemas type only the JSON errors).
      return reply.headers(csvReply(`catalogue-${day}.csv`)).send(Readable.from(exports.csv()) as never);
    },
  );

  app.get(
    '/admin/catalogue/template',
    {
      config: READ,
      schema: { tags, summary: 'The CSV header and one example row (text/csv)', response: csvFile },
    },
    async (_request, reply) =>
      reply.headers(csvReply('catalogue-template.csv')).send(catalogueTemplate() as never),
  );

  // The import reads a CSV body of up to 25 MB, in a scope of its own: the parser, the body limit and
  // the words for a file too large apply to this route alone.
  await app.register(async (scope) => {
    acceptCsvBody(scope, IMPORT_MAX_BYTES, `${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
    const csv = scope.withTypeProvider<ZodTypeProvider>();

    csv.post(
      '/admin/catalogue/import',
      {
        config: WRITE,
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary: 'Import a CSV (body: text/csv): mode=dry-run plans, mode=apply queues a job',
          description:
            'Rows are matched by sku, never by an internal id. A dry run lists every problem by row and column and ' +
            'changes nothing. An apply is refused (422, the plan in `details`) while the file has a problem; ' +
            'otherwise it answers 202 with the job, which stages the rows and applies them all in one transaction. ' +
            'Follow it at GET /admin/jobs/{id}.',
          querystring: ImportQuerySchema,
          response: {
            200: envelope(ImportPlanDataSchema),
            202: envelope(ImportJobDataSchema),
            ...fails,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            422: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        if (typeof request.body !== 'string')
          throw new AppError(
            'unsupported_media_type',
            'Send the CSV file as the body, with Content-Type text/csv.',
          );
        if (request.query.mode === 'dry-run')
          return reply
            .code(200)
            .send({ success: true as const, data: { plan: await imports.dryRun(request.body) } });
        const job = await imports.enqueue(request.body, staffOf(request));
        return reply.code(202).send({ success: true as const, data: { job }, message: 'Import queued' });
      },
    );
  });

  app.get(
    '/admin/jobs/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'An import job: its state and progress',
        params: IdParamsSchema,
        response: ok(ImportJobDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: { job: await imports.get(request.params.id) } }),
  );
}

/** Reviews waiting for moderation, and the moderation itself. */
function reviewRoutes(app: ZodApp, options: AdminCatalogueRoutesOptions) {
  const { reviews } = options;
  app.get(
    '/admin/reviews',
    {
      config: { permission: 'reviews:read' },
      schema: {
        tags,
        summary: 'Reviews, newest first, visible and hidden',
        querystring: AdminReviewListQuerySchema,
        response: ok(AdminReviewListDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await reviews.list(request.query) }),
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      config: { permission: 'reviews:moderate' },
      schema: {
        tags,
        summary: 'Hide a review from the shop, with a reason',
        description:
          "A hidden review leaves every public list, and the product's rating and review count no longer count it.",
        params: IdParamsSchema,
        body: ReviewHideSchema,
        response: ok(AdminReviewDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { review: await reviews.hide(request.params.id, request.body.reason, staffOf(request)) },
    }),
  );

  app.post(
    '/admin/reviews/:id/unhide',
    {
      config: { permission: 'reviews:moderate' },
      schema: {
        tags,
        summary: 'Show a hidden review again',
        params: IdParamsSchema,
        response: ok(AdminReviewDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { review: await reviews.unhide(request.params.id, staffOf(request)) },
    }),
  );
}

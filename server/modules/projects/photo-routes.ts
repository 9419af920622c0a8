// Photos kept on a design project over HTTP (decision 196): the back office uploads and removes a site
// visit's photos, and attaches the proof of a stage's offline payment. Each upload is one image, sent as
// multipart/form-data in the field "image", checked by content and re-encoded.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../../contract/admin/catalogue.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { StageParamsSchema, StagesDataSchema } from '../../../contract/project-stages.ts';
import {
  SiteVisitDataSchema,
  VisitParamsSchema,
  VisitPhotoParamsSchema,
} from '../../../contract/site-visits.ts';
import { readUploadedFile, type UploadRules } from '../../http/file-upload.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import type { ProjectPhotosService } from './photos.service.ts';
import type { StagesService } from './stages.service.ts';
import { VISIT_NOT_FOUND, type VisitsService } from './visits.service.ts';
import { AppError } from '../../errors.ts';

/** The multipart field a photo is sent in. */
export const PHOTO_FIELD = 'image';

const PHOTO_UPLOAD: UploadRules = {
  field: PHOTO_FIELD,
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  notMultipart: `Send the photo as multipart/form-data, in the field '${PHOTO_FIELD}'.`,
};

const uploadFails = {
  ...adminFails,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  422: ErrorBodySchema,
};
const UPLOAD_NOTE =
  'JPEG, PNG, WebP or AVIF, known by content; at most 10 MB and 8192 × 8192 pixels. Kept re-encoded as WebP ' +
  '(at most 1600 px, with no EXIF data) with a 400 × 400 thumbnail, under an address that cannot be guessed.';

const log = (request: FastifyRequest) => (error: unknown) =>
  request.log.warn({ err: error }, 'a media file was not deleted');

export const adminPhotoRoutes: FastifyPluginAsync<{
  guard: StaffGuard;
  photos: ProjectPhotosService;
  visits: VisitsService;
  stages: StagesService;
}> = async (fastify, { guard, photos, visits, stages }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, guard);
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });
  const tags = [ADMIN_TAG];

  const visitOf = async (projectId: string, visitId: string) => {
    const visit = (await visits.list(projectId)).find((row) => row.id === visitId);
    if (!visit) throw AppError.notFound(VISIT_NOT_FOUND);
    return visit;
  };

  app.post(
    '/admin/projects/:id/visits/:visitId/photos',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: `Add a photo to a booked or done site visit (multipart, one file in the field "${PHOTO_FIELD}")`,
        description: `${UPLOAD_NOTE} A visit keeps at most 40 photos.`,
        consumes: ['multipart/form-data'],
        params: VisitParamsSchema,
        response: { 201: envelope(SiteVisitDataSchema), ...uploadFails },
      },
    },
    async (request, reply) => {
      const { id, visitId } = request.params;
      const upload = await readUploadedFile(request, PHOTO_UPLOAD);
      await photos.addToVisit(staffOf(request), id, visitId, upload, log(request));
      reply.code(201);
      return { success: true as const, data: { visit: await visitOf(id, visitId) }, message: 'Photo added' };
    },
  );

  app.delete(
    '/admin/projects/:id/visits/:visitId/photos/:photoId',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: "Remove a site visit's photo",
        params: VisitPhotoParamsSchema,
        response: { 200: envelope(SiteVisitDataSchema), ...adminFails },
      },
    },
    async (request) => {
      const { id, visitId, photoId } = request.params;
      await photos.removeFromVisit(staffOf(request), id, visitId, photoId, log(request));
      return {
        success: true as const,
        data: { visit: await visitOf(id, visitId) },
        message: 'Photo removed',
      };
    },
  );

  app.post(
    '/admin/projects/:id/stages/:stageId/proof',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: `Keep the proof of a stage's offline payment (multipart, one file in the field "${PHOTO_FIELD}")`,
        description: `${UPLOAD_NOTE} A new proof replaces the one before; a payment through the gateway has none (409).`,
        consumes: ['multipart/form-data'],
        params: StageParamsSchema,
        response: { 201: envelope(StagesDataSchema), ...uploadFails },
      },
    },
    async (request, reply) => {
      const { id, stageId } = request.params;
      const upload = await readUploadedFile(request, PHOTO_UPLOAD);
      await photos.attachProof(staffOf(request), id, stageId, upload, log(request));
      reply.code(201);
      return { success: true as const, data: await stages.adminOverview(id), message: 'Proof kept' };
    },
  );
};

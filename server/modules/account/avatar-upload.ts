// Reading the avatar out of a multipart/form-data request. Whatever the client sends (no boundary, a
// body cut short, a wrong field, too many parts, a file over the limit), the answer is a 4xx that says
// what is wrong with the upload; nothing of the parser's own wording or stack reaches the client.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { AVATAR_FIELD } from './avatar.ts';

const NOT_MULTIPART = 'The upload is not valid multipart/form-data';

/** The parser's errors that mean a malformed body, and what to tell the client about each. */
const MALFORMED: [RegExp, string][] = [
  [/boundary not found/i, 'the Content-Type header names no boundary'],
  [/unexpected end of multipart data/i, 'the body ends before its closing boundary'],
];

/**
 * A 4xx for whatever reading the multipart body raised. Reading a body in memory depends on nothing of
 * the server's, so every failure there is the body's: the parser's own errors (which carry no status)
 * are a 400 that names the problem when it is known.
 */
export function uploadProblem(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, message, statusCode } = error as { code?: string; message?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('payload_too_large', 'The image is too large: at most 5 MB.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(
      'payload_too_large',
      `Send one image in the field '${AVATAR_FIELD}', with no other files or fields.`,
    );
  if (code === 'FST_MP_PREMATURE_CLOSE')
    return AppError.badRequest(`${NOT_MULTIPART}: the body ends before its closing boundary.`);
  if (code === 'FST_PROTO_VIOLATION')
    return AppError.badRequest(`${NOT_MULTIPART}: a field name is not allowed.`);
  for (const [pattern, problem] of MALFORMED)
    if (typeof message === 'string' && pattern.test(message))
      return AppError.badRequest(`${NOT_MULTIPART}: ${problem}.`);
  if (typeof statusCode === 'number' && statusCode === 413)
    return new AppError('payload_too_large', 'The upload is too large: at most 5 MB.');
  return AppError.badRequest(`${NOT_MULTIPART}.`);
}

/** The bytes of the one image in the field AVATAR_FIELD; a 4xx AppError for anything else. */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      `Send the avatar as multipart/form-data, with the image in the field '${AVATAR_FIELD}'.`,
    );
  }
  try {
    const part = await request.file();
    if (!part) throw AppError.badRequest(`Choose an image to upload in the field '${AVATAR_FIELD}'.`);
    if (part.fieldname !== AVATAR_FIELD) {
      part.file.resume();
      throw AppError.badRequest(
        `The image must be sent in the field '${AVATAR_FIELD}', not '${part.fieldname}'.`,
      );
    }
    return await part.toBuffer();
  } catch (error) {
    throw uploadProblem(error);
  }
}

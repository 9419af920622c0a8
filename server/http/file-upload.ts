// Reading the one file of a multipart/form-data upload: the one way every upload route reads its body.
// Whatever the client sends (no boundary, a body cut short, a wrong field, too many parts, a file over
// the limit), the answer is a 4xx that says what is wrong with the upload; nothing of the parser's own
// wording or stack reaches the client.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const NOT_MULTIPART = 'The upload is not valid multipart/form-data';

/** The parser's errors that mean a malformed body, and what to tell the client about each. */
const MALFORMED: [RegExp, string][] = [
  [/boundary not found/i, 'the Content-Type header names no boundary'],
  [/unexpected end of multipart data/i, 'the body ends before its closing boundary'],
];

export interface UploadRules {
  /** The multipart field the file is sent in. */
  field: string;
  /** The largest file taken, as the multipart plugin's `fileSize` limit of the route is set. */
  maxBytes: number;
  /** The 415 for a body that is not multipart at all: how the route wants its file sent. */
  notMultipart: string;
}

const inMegabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/**
 * A 4xx for whatever reading the multipart body raised. Reading a body in memory depends on nothing of
 * the server's, so every failure there is the body's: the parser's own errors (which carry no status)
 * are a 400 that names the problem when it is known.
 */
export function uploadProblem(error: unknown, rules: UploadRules): AppError {
  if (error instanceof AppError) return error;
  const { code, message, statusCode } = error as { code?: string; message?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(
      'payload_too_large',
      `The image is too large: at most ${inMegabytes(rules.maxBytes)}.`,
    );
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(
      'payload_too_large',
      `Send one image in the field '${rules.field}', with no other files or fields.`,
    );
  if (code === 'FST_MP_PREMATURE_CLOSE')
    return AppError.badRequest(`${NOT_MULTIPART}: the body ends before its closing boundary.`);
  if (code === 'FST_PROTO_VIOLATION')
    return AppError.badRequest(`${NOT_MULTIPART}: a field name is not allowed.`);
  for (const [pattern, problem] of MALFORMED)
    if (typeof message === 'string' && pattern.test(message))
      return AppError.badRequest(`${NOT_MULTIPART}: ${problem}.`);
  if (typeof statusCode === 'number' && statusCode === 413)
    return new AppError(
      'payload_too_large',
      `The upload is too large: at most ${inMegabytes(rules.maxBytes)}.`,
    );
  return AppError.badRequest(`${NOT_MULTIPART}.`);
}

/** The bytes of the one file in `rules.field`; a 4xx AppError for anything else. */
export async function readUploadedFile(request: FastifyRequest, rules: UploadRules): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', rules.notMultipart);
  try {
    const part = await request.file();
    if (!part) throw AppError.badRequest(`Choose an image to upload in the field '${rules.field}'.`);
    if (part.fieldname !== rules.field) {
      part.file.resume();
      throw AppError.badRequest(
        `The image must be sent in the field '${rules.field}', not '${part.fieldname}'.`,
      );
    }
    return await part.toBuffer();
  } catch (error) {
    throw uploadProblem(error, rules);
  }
}

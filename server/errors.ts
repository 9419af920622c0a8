// One error type for the whole API, with a closed set of kinds and one mapping to HTTP.
// Handlers throw AppError; the error handler in app.ts turns it into the error envelope.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  readonly kind: ErrorKind;
  readonly details?: unknown;
  readonly isAuthError?: boolean;

  constructor(
    kind: ErrorKind,
    message: string,
    options: { details?: unknown; isAuthError?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.details = options.details;
    this.isAuthError = options.isAuthError;
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError('bad_request', message, { details });
  }

  /** 409; with `field`, named in `details` as validation errors name theirs. */
  static conflict(message: string, field?: string) {
    return new AppError('conflict', message, field ? { details: [{ field, message }] } : {});
  }

  static notFound(message: string) {
    return new AppError('not_found', message);
  }

  static unauthorized(message: string) {
    return new AppError('unauthorized', message, { isAuthError: true });
  }
}

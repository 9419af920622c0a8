// The back office's calls: every one goes through the site's one client (request() and ApiError from
// src/lib/api.ts) under /admin, with the staff member's bearer token, refreshed when due. A 401 means the
// sign-in is over (sign in again); a 403 means the role does not allow the call. Image uploads alone use
// XMLHttpRequest, because fetch reports no upload progress over HTTP/1.1; they end in the same ApiError.
import { ApiError, bearer, DEFAULT_ERROR_MESSAGE, request } from '../../../lib/api.ts';
import { env } from '../../../lib/env.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface AdminCallOptions {
  searchParams?: SearchParams;
  json?: unknown;
  body?: FormData | Blob;
  signal?: AbortSignal;
}

/** What a role that may not do something reads, wherever the API refused it with 403. */
export const FORBIDDEN_FOR_ROLE = 'Your role does not allow this. Ask an owner if you need it.';
export const SIGNED_OUT_MESSAGE = 'Your sign-in has ended. Please sign in again.';

export interface AdminApiDeps {
  /** The current access token (refreshed when due), or null when signed out. */
  accessToken(): Promise<string | null>;
  /** Called on any 401: the tab's tokens are no longer accepted. */
  onSignedOut(): void;
}

export interface AdminApi {
  call<T>(method: Method, path: string, options?: AdminCallOptions): Promise<T>;
  /** Like call, answering the server's message as well (for toasts). */
  callWithMessage<T>(
    method: Method,
    path: string,
    options?: AdminCallOptions,
  ): Promise<{ data: T; message?: string | undefined }>;
  upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T>;
  /** A file the API sends (CSV, JSON), as a Blob with its suggested name. */
  download(path: string, searchParams?: SearchParams): Promise<{ blob: Blob; filename: string | null }>;
}

const signedOut = () =>
  new ApiError({ status: 401, code: 'unauthorized', message: SIGNED_OUT_MESSAGE, isAuthError: true });

export function createAdminApi(deps: AdminApiDeps): AdminApi {
  async function token(): Promise<string> {
    const value = await deps.accessToken();
    if (!value) {
      deps.onSignedOut();
      throw signedOut();
    }
    return value;
  }

  async function callWithMessage<T>(method: Method, path: string, options: AdminCallOptions = {}) {
    const headers = bearer(await token());
    try {
      return await request<T>(method, `/admin${path}`, { ...options, headers });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) deps.onSignedOut();
      throw error;
    }
  }

  return {
    callWithMessage,
    async call<T>(method: Method, path: string, options?: AdminCallOptions) {
      return (await callWithMessage<T>(method, path, options)).data;
    },

    async upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
      const accessToken = await token();
      const url = `${env.PUBLIC_API_URL}/admin${path}`;
      return new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
        xhr.setRequestHeader('accept', 'application/json');
        xhr.responseType = 'json';
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
        });
        xhr.addEventListener('load', () => {
          const body = (xhr.response ?? {}) as {
            success?: boolean;
            data?: T;
            error?: string;
            code?: string;
            details?: unknown;
            isAuthError?: boolean;
          };
          if (xhr.status >= 200 && xhr.status < 300 && body.success) {
            resolve(body.data as T);
            return;
          }
          if (xhr.status === 401) deps.onSignedOut();
          reject(
            new ApiError({
              status: xhr.status,
              code: body.code ?? 'http_error',
              message: body.error?.trim() || DEFAULT_ERROR_MESSAGE,
              details: body.details,
              isAuthError: body.isAuthError ?? false,
              method: 'POST',
              url,
            }),
          );
        });
        xhr.addEventListener('error', () =>
          reject(new ApiError({ status: 0, code: 'network_error', message: DEFAULT_ERROR_MESSAGE, url })),
        );
        xhr.send(form);
      });
    },

    async download(path: string, searchParams: SearchParams = {}) {
      const url = new URL(`${env.PUBLIC_API_URL}/admin${path}`);
      for (const [key, value] of Object.entries(searchParams))
        if (value !== undefined) url.searchParams.set(key, String(value));
      const response = await fetch(url, { headers: bearer(await token()) });
      if (!response.ok) {
        if (response.status === 401) deps.onSignedOut();
        const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
        throw new ApiError({
          status: response.status,
          code: body.code ?? 'http_error',
          message: body.error?.trim() || DEFAULT_ERROR_MESSAGE,
        });
      }
      const disposition = response.headers.get('content-disposition') ?? '';
      const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
      return { blob: await response.blob(), filename: filename ? decodeURIComponent(filename) : null };
    },
  };
}

/** The words a member reads for a failed call: the role's refusal, an ended sign-in, or the API's own. */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return FORBIDDEN_FOR_ROLE;
    if (error.status === 401) return SIGNED_OUT_MESSAGE;
    if (error.status >= 500) return 'Server error. Please try again later.';
    return error.message || DEFAULT_ERROR_MESSAGE;
  }
  return DEFAULT_ERROR_MESSAGE;
}

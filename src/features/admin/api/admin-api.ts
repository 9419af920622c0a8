// The back office's calls: every one goes through one client (openapi-fetch) typed by the API's OpenAPI
// document (openapi.d.ts, `npm run openapi:types`), so a wrong path, method, parameter, body or response
// field fails the type check. Paths are the API's under /api/v1 ('/admin/orders/{id}'). Calls carry the staff
// member's bearer token, refreshed when due, and are sent by ky with the time-out, the retry of reads and
// the errors (ApiError) of the site's client (src/lib/api.ts). A 401 means the sign-in is over (sign in
// again); a 403 means the role does not allow the call. Image uploads alone use XMLHttpRequest, because
// fetch reports no upload progress over HTTP/1.1; they go to a path typed the same way and end in the same
// ApiError (decision 170).
import ky from 'ky';
import createClient from 'openapi-fetch';
import { ApiError, bearer, DEFAULT_ERROR_MESSAGE, toApiError } from '../../../lib/api.ts';
import { env } from '../../../lib/env.ts';
import type { paths } from './openapi.d.ts';

export type AdminMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API's /admin paths that answer `method`. */
export type AdminPath<M extends AdminMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Operation<P, M> = P extends keyof paths
  ? M extends keyof paths[P]
    ? Extract<paths[P][M], { responses: unknown }>
    : never
  : never;
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessOf<O> = O extends { responses: infer R } ? JsonOf<R[(200 | 201 | 202) & keyof R]> : never;
type ParametersOf<O> = O extends { parameters: infer Parameters } ? Parameters : never;

/** The `data` of the envelope a successful call answers. */
export type AdminData<P, M> = SuccessOf<Operation<P, M>> extends { data: infer Data } ? Data : never;
/** The path parameters of a call ({ id }), or never. */
export type AdminPathParams<P, M> = NonNullable<
  ParametersOf<Operation<P, M>> extends { path?: infer X } ? X : never
>;
/** The query parameters of a call, or never. */
export type AdminQuery<P, M> = NonNullable<
  ParametersOf<Operation<P, M>> extends { query?: infer X } ? X : never
>;
/** The JSON body of a write. */
export type AdminBody<P, M> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : undefined;

/** Where a call goes besides its path: its path parameters (required when it has some) and its query. */
export type AdminTarget<P, M> = ([AdminPathParams<P, M>] extends [never]
  ? { path?: undefined }
  : { path: AdminPathParams<P, M> }) &
  ([AdminQuery<P, M>] extends [never] ? { query?: undefined } : { query?: AdminQuery<P, M> });

export type AdminCallInit<P, M> = AdminTarget<P, M> & {
  json?: AdminBody<P, M>;
  /** A file sent as it is (a CSV, with the Blob's type) instead of JSON. */
  file?: Blob;
  signal?: AbortSignal;
};

/** What a role that may not do something reads, wherever the API refused it with 403. */
export const FORBIDDEN_FOR_ROLE = 'Your role does not allow this. Ask an owner if you need it.';
export const SIGNED_OUT_MESSAGE = 'Your sign-in has ended. Please sign in again.';

/** A call gives up after 30 s, as the site's own calls do. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface AdminApiDeps {
  /** The current access token (refreshed when due), or null when signed out. */
  accessToken(): Promise<string | null>;
  /** Called on any 401: the tab's tokens are no longer accepted. */
  onSignedOut(): void;
}

export interface AdminApi {
  call<M extends AdminMethod, P extends AdminPath<M>>(
    method: M,
    path: P,
    init?: AdminCallInit<P, M>,
  ): Promise<AdminData<P, M>>;
  /** Like call, answering the server's message as well (for toasts). */
  callWithMessage<M extends AdminMethod, P extends AdminPath<M>>(
    method: M,
    path: P,
    init?: AdminCallInit<P, M>,
  ): Promise<{ data: AdminData<P, M>; message?: string | undefined }>;
  upload<P extends AdminPath<'post'>>(
    path: P,
    target: AdminTarget<P, 'post'>,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<AdminData<P, 'post'>>;
  /** A file the API sends (CSV, JSON, PDF), as a Blob with its suggested name. */
  download<P extends AdminPath<'get'>>(
    path: P,
    target?: AdminTarget<P, 'get'>,
  ): Promise<{ blob: Blob; filename: string | null }>;
}

/** A path with its parameters filled in: '/admin/orders/{id}' with { id } → '/admin/orders/0b1c…'. */
export function fillPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

const signedOut = () =>
  new ApiError({ status: 401, code: 'unauthorized', message: SIGNED_OUT_MESSAGE, isAuthError: true });

/** Sends openapi-fetch's requests with the site's ky settings: time-out, one retry of a read, HTTP errors thrown. */
const send = (request: Request): Promise<Response> =>
  ky(request, {
    timeout: REQUEST_TIMEOUT_MS,
    retry: { limit: request.method === 'GET' ? 1 : 0 },
  });

export function createAdminApi(deps: AdminApiDeps): AdminApi {
  const client = createClient<paths>({
    baseUrl: env.PUBLIC_API_URL,
    fetch: send,
    headers: { accept: 'application/json' },
  });

  async function token(): Promise<string> {
    const value = await deps.accessToken();
    if (!value) {
      deps.onSignedOut();
      throw signedOut();
    }
    return value;
  }

  /** One call through the typed client; any failure is an ApiError, and a 401 ends the sign-in. */
  async function fetchWith(
    method: AdminMethod,
    path: string,
    init: {
      path?: unknown;
      query?: unknown;
      json?: unknown;
      file?: Blob | undefined;
      signal?: AbortSignal | undefined;
    },
    parseAs: 'json' | 'blob',
  ) {
    const headers = bearer(await token());
    const { file, json, signal } = init;
    try {
      // The public signature has checked path, parameters and body against the document.
      return await client.request(
        method,
        path as never,
        {
          params: { path: init.path, query: init.query },
          headers: file ? { ...headers, 'content-type': file.type } : headers,
          ...(file
            ? { body: file, bodySerializer: (body: Blob) => body }
            : json === undefined
              ? {}
              : { body: json }),
          ...(signal ? { signal } : {}),
          parseAs,
        } as never,
      );
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 401) deps.onSignedOut();
      throw failure;
    }
  }

  const callWithMessage: AdminApi['callWithMessage'] = async (method, path, init = {} as never) => {
    const { data } = await fetchWith(method, path, init, 'json');
    const body = data as unknown as { data: never; message?: string | undefined };
    return { data: body.data, message: body.message };
  };

  return {
    callWithMessage,
    call: async (method, path, init) => (await callWithMessage(method, path, init)).data,

    async upload(path, target, form, onProgress) {
      const accessToken = await token();
      const url = `${env.PUBLIC_API_URL}${fillPath(path, target.path as Record<string, unknown> | undefined)}`;
      return new Promise((resolve, reject) => {
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
            data?: never;
            error?: string;
            code?: string;
            details?: unknown;
            isAuthError?: boolean;
          };
          if (xhr.status >= 200 && xhr.status < 300 && body.success) {
            resolve(body.data as never);
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

    async download(path, target = {} as never) {
      const { data, response } = await fetchWith('get', path, target, 'blob');
      const disposition = response.headers.get('content-disposition') ?? '';
      const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
      return { blob: data as unknown as Blob, filename: filename ? decodeURIComponent(filename) : null };
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

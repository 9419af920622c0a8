// TanStack Query over the admin calls: `useAdminQuery` reads (keyed on the path and its params), and
// `useAdminMutation` writes, then toasts the outcome and refreshes the queries it names. Both are typed by
// the API's document through the one client (admin-api.ts): the path and method pick the parameters, the
// body and the answer.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { PageInfo } from '@contract/admin/common.ts';
import type { ApiError } from '../../../lib/api.ts';
import type { ListState } from '../lib/list-state.ts';
import { useAdmin } from '../admin-context.tsx';
import { useToast } from '../components/toasts.tsx';
import {
  adminErrorMessage,
  fillPath,
  type AdminBody,
  type AdminData,
  type AdminPath,
  type AdminPathParams,
  type AdminQuery,
  type AdminTarget,
} from './admin-api.ts';

/** The query key of an admin read: its filled path's parts ('admin', 'orders', …) and its query. */
export const adminKey = (path: string, query?: object): QueryKey => [
  ...path.split('/').filter(Boolean),
  ...(query ? [query] : []),
];

/** The key of a read, as `invalidates` and `adminKey` name it ('/admin/orders' covers every order query). */
const keyOf = (path: string, target: { path?: unknown; query?: unknown } | undefined): QueryKey =>
  adminKey(fillPath(path, target?.path as Record<string, unknown> | undefined), target?.query ?? undefined);

type QueryOptions<P> = Omit<UseQueryOptions<AdminData<P, 'get'>, ApiError>, 'queryKey' | 'queryFn'> & {
  keepPrevious?: boolean;
};

/** A read's arguments after its path: its parameters (required when the path has some), then options. */
type QueryArgs<P> = [AdminPathParams<P, 'get'>] extends [never]
  ? [target?: AdminTarget<P, 'get'>, options?: QueryOptions<P>]
  : [target: AdminTarget<P, 'get'>, options?: QueryOptions<P>];

export function useAdminQuery<P extends AdminPath<'get'>>(path: P, ...[target, options = {}]: QueryArgs<P>) {
  const { api } = useAdmin();
  const { keepPrevious, ...rest } = options;
  return useQuery<AdminData<P, 'get'>, ApiError>({
    queryKey: keyOf(path, target),
    queryFn: ({ signal }) => api.call('get', path, { ...target, signal } as never),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}

/** The query a list screen sends, from its state in the address (list-state.ts) as the path's query type. */
export const listQuery = <P extends AdminPath<'get'>>(_path: P, query: Record<string, string | number>) =>
  query as AdminQuery<P, 'get'>;

type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

interface AdminMutationOptions<M extends WriteMethod, P extends AdminPath<M>, TVars> {
  method: M;
  path: P;
  /** The path's parameters, fixed or made from the variables. */
  params?: AdminPathParams<P, M> | ((vars: TVars) => AdminPathParams<P, M>);
  /** The JSON body (the variables themselves unless told otherwise). */
  body?: (vars: TVars) => AdminBody<P, M>;
  /** Paths whose queries are refreshed after a success (every query under each), like '/admin/orders'. */
  invalidates?: string[];
  /** The toast of a success; else the server's message, else none. */
  success?: string | ((data: AdminData<P, M>) => string);
  /** Failures the screen shows itself (field errors, a conflict) get no toast. */
  quietOn?: (error: ApiError) => boolean;
  onSuccess?: (data: AdminData<P, M>, vars: TVars) => void;
}

export function useAdminMutation<M extends WriteMethod, P extends AdminPath<M>, TVars = AdminBody<P, M>>(
  options: AdminMutationOptions<M, P, TVars>,
) {
  const { api } = useAdmin();
  const toast = useToast();
  const client = useQueryClient();
  return useMutation<{ data: AdminData<P, M>; message?: string | undefined }, ApiError, TVars>({
    mutationFn: (vars) => {
      const { params: fixedOrMade } = options;
      const params =
        typeof fixedOrMade === 'function' ? (fixedOrMade as (vars: TVars) => unknown)(vars) : fixedOrMade;
      const json = options.body ? options.body(vars) : vars;
      return api.callWithMessage(options.method, options.path, {
        ...(params === undefined ? {} : { path: params }),
        ...(json === undefined ? {} : { json }),
      } as never);
    },
    onSuccess: async ({ data, message }, vars) => {
      const { success } = options;
      const words = typeof success === 'function' ? success(data) : (success ?? message);
      if (words) toast(words, 'success');
      options.onSuccess?.(data, vars);
      await Promise.all(
        (options.invalidates ?? []).map((path) => client.invalidateQueries({ queryKey: adminKey(path) })),
      );
    },
    onError: (error) => {
      if (options.quietOn?.(error)) return;
      toast(adminErrorMessage(error), 'error');
    },
  });
}

/** A list's table status from its query: busy while it fetches, and the error it failed with, in words. */
export const tableStatus = (query: { isFetching: boolean; error: unknown }) => ({
  loading: query.isFetching,
  error: query.error ? adminErrorMessage(query.error) : null,
});

/**
 * A paged list's table from its query and its state: the page's rows (under `key` in the answer), where
 * the page stands, the state the table changes, and the busy state and error.
 */
export const pagedTable = <D extends { pagination: PageInfo }, K extends keyof D>(
  query: { data?: D | undefined; isFetching: boolean; error: unknown },
  key: K,
  [state, onStateChange]: readonly [ListState, (next: ListState) => void],
) => ({
  rows: query.data?.[key],
  pagination: query.data?.pagination,
  state,
  onStateChange,
  ...tableStatus(query),
});

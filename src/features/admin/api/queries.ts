// TanStack Query over the admin calls: `useAdminQuery` reads (keyed on the path and its params), and
// `useAdminMutation` writes, then toasts the outcome and refreshes the queries it names.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { useAdmin } from '../admin-context.tsx';
import { useToast } from '../components/toasts.tsx';
import { adminErrorMessage, type AdminCallOptions, type SearchParams } from './admin-api.ts';

/** The query key of an admin read: its path's parts and its params. */
export const adminKey = (path: string, params?: SearchParams): QueryKey => [
  'admin',
  ...path.split('/').filter(Boolean),
  ...(params ? [params] : []),
];

export function useAdminQuery<T>(
  path: string,
  params?: SearchParams,
  options: Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'> & { keepPrevious?: boolean } = {},
) {
  const { api } = useAdmin();
  const { keepPrevious, ...rest } = options;
  return useQuery<T, ApiError>({
    queryKey: adminKey(path, params),
    queryFn: ({ signal }) =>
      api.call<T>('get', path, { ...(params ? { searchParams: params } : {}), signal }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}

type Method = 'post' | 'put' | 'delete';

interface AdminMutationOptions<TVars, TData> {
  method: Method;
  /** The path, fixed or made from the variables. */
  path: string | ((vars: TVars) => string);
  /** The JSON body (the variables themselves unless told otherwise). */
  body?: (vars: TVars) => unknown;
  /** Paths whose queries are refreshed after a success (every query under each). */
  invalidates?: string[];
  /** The toast of a success; else the server's message, else none. */
  success?: string | ((data: TData) => string);
  /** Failures the screen shows itself (field errors, a conflict) get no toast. */
  quietOn?: (error: ApiError) => boolean;
  onSuccess?: (data: TData, vars: TVars) => void;
}

export function useAdminMutation<TVars = unknown, TData = unknown>(
  options: AdminMutationOptions<TVars, TData>,
) {
  const { api } = useAdmin();
  const toast = useToast();
  const client = useQueryClient();
  return useMutation<{ data: TData; message?: string | undefined }, ApiError, TVars>({
    mutationFn: (vars) => {
      const path = typeof options.path === 'function' ? options.path(vars) : options.path;
      const call: AdminCallOptions = { json: options.body ? options.body(vars) : vars };
      return api.callWithMessage<TData>(options.method, path, call);
    },
    onSuccess: async ({ data, message }, vars) => {
      const words =
        typeof options.success === 'function' ? options.success(data) : (options.success ?? message);
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
